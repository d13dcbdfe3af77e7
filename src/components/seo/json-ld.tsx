/**
 * Structured data as `<script type="application/ld+json">`. `<` is written as \u003c so text in
 * the data containing `</script>` cannot end the element early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
