'use client';
import { AppLink } from '@/i18n/app-link';

/**
 * One breed as the page sends it to the browser: its slug in the page's language, its name, and
 * the number of its dogs for sale in words when there are any (most breeds have none, and
 * saying so ~330 times would be a tenth of the page). A tuple, not an object: the list is sent
 * twice (as HTML and as data to hydrate it), and ~380 breeds' key names would add a fifth of
 * the data.
 */
export type BreedRow = [slug: string, name: string, forSale?: string];

export interface BreedGroup {
  id: string;
  title: string;
  rows: BreedRow[];
}

/**
 * The breeds of each section, each linking to its dogs for sale and its breeders. Rendered on
 * the server like any component; it is a client one only so that the data to hydrate it is
 * these rows rather than every element of the list.
 */
export function BreedGroups({
  groups,
  puppiesPath,
  breedersPath,
  breedersLabel,
}: {
  groups: BreedGroup[];
  /** The puppy search's path in the page's language; a breed's page adds `/<slug>`. */
  puppiesPath: string;
  breedersPath: string;
  breedersLabel: string;
}) {
  return groups.map((group) => (
    <section
      key={group.id}
      id={group.id}
      aria-labelledby={`${group.id}-title`}
      className="breed-group"
    >
      <h2 id={`${group.id}-title`}>{group.title}</h2>
      <ul className="breed-list">
        {group.rows.map(([slug, name, forSale]) => (
          <li key={slug}>
            <AppLink href={`${puppiesPath}/${slug}`} prefetch={false}>
              {name}
            </AppLink>
            {forSale && <span className="breed-count"> {forSale}</span>}
            {' · '}
            {/* Styled by .breed-list (the muted look, without a class on each of ~380). */}
            <AppLink href={`${breedersPath}/${slug}`} prefetch={false}>
              {breedersLabel}
              <span className="sr-only">{` – ${name}`}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  ));
}
