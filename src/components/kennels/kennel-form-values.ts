import type { z } from 'zod';
import { LOCALES, type Locale } from '@/i18n/locales';
import { isReservedSlug } from '@/i18n/paths';
import { toSlug } from '@/reference/slug';
import type { KennelInput } from '@/validation/kennels';

/**
 * What the kennel form holds, as strings: shared by the browser form (to check the shared
 * schema before sending) and the server action (to read the submitted FormData).
 */
export interface KennelFormValues {
  name: string;
  slug: string;
  countryCode: string;
  region: string;
  city: string;
  street: string;
  postcode: string;
  foundedYear: string;
  breeds: string[];
  phone: string;
  email: string;
  website: string;
  description: Partial<Record<Locale, string>>;
}

export const descriptionField = (locale: Locale) => `description.${locale}`;

export const EMPTY_KENNEL_VALUES: KennelFormValues = {
  name: '',
  slug: '',
  countryCode: '',
  region: '',
  city: '',
  street: '',
  postcode: '',
  foundedYear: '',
  breeds: [],
  phone: '',
  email: '',
  website: '',
  description: {},
};

/** The schema's input: blanks dropped so optional fields stay optional. */
export function kennelInputFromValues(values: KennelFormValues): KennelInput {
  const description: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = values.description[locale]?.trim();
    if (text) description[locale] = text;
  }
  const year = values.foundedYear.trim();
  return {
    name: values.name,
    slug: values.slug,
    countryCode: values.countryCode,
    region: values.region,
    city: values.city,
    street: values.street,
    postcode: values.postcode,
    foundedYear: year ? (year as unknown as number) : undefined,
    breeds: values.breeds,
    phone: values.phone,
    email: values.email,
    website: values.website.trim(),
    description,
  };
}

/** Reads the kennel form's fields (breeds repeat, descriptions are `description.<lang>`). */
export function kennelValuesFromForm(form: FormData): KennelFormValues {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    name: text('name'),
    slug: text('slug'),
    countryCode: text('countryCode'),
    region: text('region'),
    city: text('city'),
    street: text('street'),
    postcode: text('postcode'),
    foundedYear: text('foundedYear'),
    breeds: form.getAll('breeds').map(String).filter(Boolean),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    description: Object.fromEntries(
      LOCALES.map((locale) => [locale, text(descriptionField(locale))]),
    ),
  };
}

/** Field → Errors key, with one key per description language (`description.hu`). */
export function kennelFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field =
      first === 'description' && typeof second === 'string'
        ? `description.${second}`
        : String(first ?? 'form');
    fields[field] ??= issue.message;
  }
  return fields;
}

const MAX_SLUG = 60;

/** A public address suggested from the kennel name: lowercase ASCII words joined by hyphens. */
export function suggestSlug(name: string): string {
  const slug = toSlug(name).slice(0, MAX_SLUG).replace(/-+$/, '');
  if (slug && isReservedSlug(slug)) return `${slug}-kennel`;
  return slug;
}
