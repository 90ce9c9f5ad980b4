/**
 * Styles for HTML written by staff (the about text, blog posts): Tailwind's reset strips
 * headings and lists of their look, and the shop has no typography plugin, so the wrapper
 * restores them for its descendants.
 */
export const richTextClass = [
  "space-y-3 leading-relaxed",
  "[&_h1]:mt-6 [&_h1]:text-2xl [&_h1]:font-bold",
  "[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold",
  "[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-harvest-400 [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:bg-stone-100 [&_pre]:p-3",
  "[&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-stone-200 [&_td]:p-2",
  "[&_th]:border [&_th]:border-stone-200 [&_th]:p-2 [&_th]:text-left",
  "[&_hr]:my-6 [&_hr]:border-stone-200",
].join(" ");
