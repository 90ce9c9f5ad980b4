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
    // A picture no mail app could load is left out, not sent broken.
    expect(html).not.toContain("<img");
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
    expect(email.text).toContain("Keep lucerne dry.");
    expect(email.text.indexOf("lucerne")).toBeLessThan(email.text.indexOf("lusern"));
    expect(email.text).toContain(link);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("heads each language with its own subject, in the HTML and the text part", () => {
    const email = composeNewsletterEmail(newsletter, { unsubscribeUrl: link }, { name: "Shop" });
    expect(email.html).toMatch(/<div lang="en"><h2[^>]*>Winter feeding<\/h2>/);
    expect(email.html).toMatch(/<div lang="af"><h2[^>]*>Winter voeding<\/h2>/);
    expect(email.text.startsWith("Winter feeding\n\nKeep lucerne dry.")).toBe(true);
    expect(email.text).toContain("--- AFRIKAANS ---\n\nWinter voeding\n\nHou lusern droog.");
  });

  it("makes the text part from the sanitised content: what the HTML drops is not in the text either", () => {
    const email = composeNewsletterEmail(
      {
        subject: "Specials",
        content:
          'Hello <script>alert("x")</script><b onclick="steal()">farmers</b>\n\n- [Our specials](https://shop.example.com/specials)\n- Feed & seed\n\n<img src="x">',
        imageUrl: null,
      },
      { unsubscribeUrl: link },
      { name: "Shop" },
    );
    for (const part of [email.html, email.text]) {
      expect(part).not.toMatch(/script|alert|onclick|steal|<b>/);
    }
    expect(email.text).toContain("Hello farmers");
    expect(email.text).toContain("- Our specials (https://shop.example.com/specials)");
    expect(email.text).toContain("- Feed & seed");
    expect(email.html).not.toContain('src="x"');
  });

  it("keeps pictures at an http(s) address or the shop's own files (made absolute), and gives the cartoon its alt text", () => {
    const html = markdownToEmailHtml(
      "![a hen](https://cdn.example.com/hen.png) ![our shed](/uploads/blog/shed.png) ![bad](x) ![data](data:image/png;base64,AAAA)",
      "https://shop.example.com",
    );
    expect(html).toContain('src="https://cdn.example.com/hen.png"');
    expect(html).toContain('src="https://shop.example.com/uploads/blog/shed.png"');
    expect(html).not.toMatch(/src="x"|data:/);
    const email = composeNewsletterEmail(
      { ...newsletter, imageAlt: "A hen reading the newsletter" },
      { unsubscribeUrl: link },
      { name: "Shop" },
    );
    expect(email.html).toContain(`<img src="${newsletter.imageUrl}" alt="A hen reading the newsletter"`);
    expect(email.text).toContain("[A hen reading the newsletter]");
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
