import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

export interface ActionEmailProps {
  lang: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label and value pairs shown after the text (e.g. bank transfer details). */
  details?: { label: string; value: string }[];
  /** An image after the details, e.g. a QR code attached inline (`cid:` source). */
  image?: { src: string; alt: string; caption: string };
  action?: { label: string; url: string };
  /** "If the button does not work…" line shown with the raw link. */
  linkHint?: string;
  footer: string;
  unsubscribe?: { label: string; url: string };
  /** Listings, each a linked title with a line of details and a small photo (alert digests). */
  listings?: { title: string; url: string; detail: string; image?: string }[];
  /** Further links under the footer, e.g. "manage your alerts". */
  footerLinks?: { label: string; url: string }[];
}

const brand = '#8a4b12';

/** One layout for every account and service e-mail: a heading, text, one button, a footer. */
export function ActionEmail(props: ActionEmailProps) {
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#fdf6ee',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: '#1f1a17',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            padding: '32px',
            margin: '24px auto',
            maxWidth: '560px',
            borderRadius: '12px',
          }}
        >
          <Text style={{ fontWeight: 700, fontSize: '18px', color: brand, margin: 0 }}>
            Dog Market
          </Text>
          <Heading as="h1" style={{ fontSize: '22px', margin: '16px 0' }}>
            {props.heading}
          </Heading>
          {props.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={{ fontSize: '15px', lineHeight: '22px' }}>
              {paragraph}
            </Text>
          ))}
          {props.details && (
            <Section style={{ margin: '16px 0' }}>
              {props.details.map((row) => (
                <Text
                  key={row.label}
                  style={{ fontSize: '15px', lineHeight: '22px', margin: '4px 0' }}
                >
                  {row.label}: <strong>{row.value}</strong>
                </Text>
              ))}
            </Section>
          )}
          {props.listings?.map((listing) => (
            <Section key={listing.url} style={{ margin: '12px 0' }}>
              {listing.image && (
                <Img
                  src={listing.image}
                  alt=""
                  width="96"
                  height="96"
                  style={{ float: 'left', marginRight: '12px', borderRadius: '8px' }}
                />
              )}
              <Text style={{ fontSize: '15px', fontWeight: 700, margin: '0 0 4px' }}>
                <Link href={listing.url}>{listing.title}</Link>
              </Text>
              <Text style={{ fontSize: '14px', color: '#5c534c', margin: 0 }}>
                {listing.detail}
              </Text>
            </Section>
          ))}
          {props.image && (
            <Section style={{ margin: '16px 0' }}>
              <Img src={props.image.src} alt={props.image.alt} width="220" height="220" />
              <Text style={{ fontSize: '13px', color: '#5c534c' }}>{props.image.caption}</Text>
            </Section>
          )}
          {props.action && (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={props.action.url}
                style={{
                  backgroundColor: brand,
                  color: '#ffffff',
                  padding: '12px 24px',
                  borderRadius: '999px',
                  fontWeight: 700,
                }}
              >
                {props.action.label}
              </Button>
              {props.linkHint && (
                <Text style={{ fontSize: '13px', color: '#5c534c' }}>
                  {props.linkHint} <Link href={props.action.url}>{props.action.url}</Link>
                </Text>
              )}
            </Section>
          )}
          <Hr style={{ borderColor: '#e6ddd4' }} />
          <Text style={{ fontSize: '12px', color: '#5c534c' }}>{props.footer}</Text>
          {props.footerLinks?.map((link) => (
            <Text key={link.url} style={{ fontSize: '12px' }}>
              <Link href={link.url}>{link.label}</Link>
            </Text>
          ))}
          {props.unsubscribe && (
            <Text style={{ fontSize: '12px' }}>
              <Link href={props.unsubscribe.url}>{props.unsubscribe.label}</Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
