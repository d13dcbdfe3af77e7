import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
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
  action?: { label: string; url: string };
  /** "If the button does not work…" line shown with the raw link. */
  linkHint?: string;
  footer: string;
  unsubscribe?: { label: string; url: string };
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
