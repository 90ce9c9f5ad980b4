export type PolicyBlock = { kind: "heading"; level: 1 | 2 | 3; text: string } | { kind: "paragraph"; lines: string[] };

const HEADING = /^(#{1,3}) +(.+)$/;

/**
 * A policy's plain-text content as blocks (storefront spec: lines starting with #, ## or ###
 * become headings). A heading needs the space after its hashes, so '#1 priority' stays text;
 * the other lines are paragraphs, split by blank lines, each line kept as the author broke it.
 * A first '#' heading that only repeats the policy's title is dropped: the page already shows
 * the title as its h1.
 */
export function parsePolicyContent(content: string, title?: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] | null = null;
  for (const rawLine of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      paragraph = null;
      const level = (heading[1] ?? "#").length as 1 | 2 | 3;
      blocks.push({ kind: "heading", level, text: (heading[2] ?? "").trim() });
    } else if (line === "") {
      paragraph = null;
    } else if (paragraph) {
      paragraph.push(line);
    } else {
      paragraph = [line];
      blocks.push({ kind: "paragraph", lines: paragraph });
    }
  }
  const first = blocks[0];
  if (
    title &&
    first?.kind === "heading" &&
    first.level === 1 &&
    first.text.toLowerCase() === title.trim().toLowerCase()
  ) {
    blocks.shift();
  }
  return blocks;
}

const HEADING_TAGS = ["h2", "h3", "h4"] as const;
const HEADING_STYLES = ["mt-6 text-xl font-bold", "mt-5 text-lg font-semibold", "mt-4 font-semibold"] as const;

/**
 * The HTML heading for a policy heading. The page title is the h1, so the content's top level
 * (whichever of #, ## or ### it starts from once a repeated title is dropped) becomes h2 and
 * the levels below it h3 and h4: the outline never skips a level.
 */
export function policyHeadingRank(blocks: PolicyBlock[]): (level: 1 | 2 | 3) => 0 | 1 | 2 {
  const levels = blocks.flatMap((block) => (block.kind === "heading" ? [block.level] : []));
  const top = levels.length > 0 ? Math.min(...levels) : 1;
  return (level) => Math.max(0, level - top) as 0 | 1 | 2;
}

/** The policy as text and headings. React escapes every string: nothing in a policy becomes HTML. */
export function PolicyContent({ content, title }: { content: string; title?: string }) {
  const blocks = parsePolicyContent(content, title);
  const rank = policyHeadingRank(blocks);
  return (
    <div className="space-y-3 leading-relaxed">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "paragraph") {
          return (
            <p key={key}>
              {block.lines.map((line, lineIndex) => (
                <span key={`${key}-${lineIndex.toString()}`}>
                  {lineIndex > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </p>
          );
        }
        const Heading = HEADING_TAGS[rank(block.level)];
        return (
          <Heading key={key} className={HEADING_STYLES[rank(block.level)]}>
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
}
