/**
 * Structured data as `<script type="application/ld+json">`. `<` is written as \u003c so a title
 * or description containing `</script>` cannot end the element early.
 */
export function AdJsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
