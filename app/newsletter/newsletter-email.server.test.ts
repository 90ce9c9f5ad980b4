import { composeNewsletterEmail, markdownToEmailHtml } from "./newsletter-email.server";

const newsletter = {
  subject: "Winter feeding | Winter voeding",
  content: "Keep **lucerne** dry.\n\n--- AFRIKAANS ---\n\nHou **lusern** droog.",
  imageUrl: "https://shop.example.com/uploads/newsletter-images/cartoon.png",
};
const link = "https://shop.example.com/newsletter/unsubscribe?token=abc123";

describe("a newsletter as an e-mail", () => {
  it("styles the Markdown inline and drops what is not safe", () => {
    const html = markdownToEmailHtml(
      "Hi <script>alert(1)</script><img src=x onerror=alert(1)> [site](javascript:alert(1)) [shop](https://x.example)",
    );
    expect(html).not.toMatch(/script|onerror|javascript:/);
    expect(html).toContain('<p style="margin:0 0 16px 0;');
    expect(html).toMatch(/<a href="https:\/\/x\.example"[^>]*style="color:#166534/);
  });

  it("carries both languages, English first, the image, and the subscriber's own unsubscribe link", () => {
    const email = composeNewsletterEmail(newsletter, { unsubscribeUrl: link }, { name: "Donkerhoek Farm Supplies" });
    expect(email.subject).toBe("Winter feeding | Winter voeding");
    expect(email.html.indexOf("lucerne")).toBeLessThan(email.html.indexOf("lusern"));
    expect(email.html).toContain(`<img src="${newsletter.imageUrl}"`);
    expect(email.html).toContain(`<a href="${link}"`);
    expect(email.html).not.toMatch(/<style|class=/);
    expect(email.text).toContain("Keep **lucerne** dry.");
    expect(email.text.indexOf("lucerne")).toBeLessThan(email.text.indexOf("lusern"));
    expect(email.text).toContain(link);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("leaves the Afrikaans part out when there is none", () => {
    const email = composeNewsletterEmail(
      { subject: "Only English", content: "Just English.", imageUrl: null },
      { unsubscribeUrl: link },
      { name: "Shop" },
    );
    expect(email.html).not.toContain('lang="af"><h2');
    expect(email.text).not.toContain("--- AFRIKAANS ---");
    expect(email.html).not.toContain("<img");
  });
});
