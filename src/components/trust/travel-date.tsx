'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import {
  RABIES_MIN_AGE_DAYS,
  RABIES_WAIT_DAYS,
  TITRATION_AFTER_VACCINATION_DAYS,
  TITRATION_WAIT_MONTHS,
  TRAVEL_RULES_CHECKED_ON,
  earliestTravel,
  travelSources,
  type TravelNeed,
} from '@/reference/pet-travel';
import { useToday, useTravelCountry } from './use-travel-country';
import './trust.css';

export interface TravelCountryOption {
  code: string;
  name: string;
}

interface Props {
  /** Where the dog is (ISO 3166-1 alpha-2). */
  from: string;
  /** Its birth date, or the litter's expected one. */
  birthDate: string;
  hasMicrochip: boolean;
  /** The destinations the rules know, named in the page's language. */
  countries: readonly TravelCountryOption[];
}

const DAY = 86_400_000;

/**
 * The earliest day this dog may travel to the visitor's country and what it needs, computed
 * in the browser from the rules data (the page is cached for everyone, so it cannot know the
 * visitor's country when it is rendered).
 */
export function TravelDate({ from, birthDate, hasMicrochip, countries }: Props) {
  const t = useTranslations('Travel');
  const format = useFormatter();
  const codes = useMemo(() => countries.map((country) => country.code), [countries]);
  const { country, choose } = useTravelCountry(codes);
  const today = useToday();

  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const date = (value: string) =>
    format.dateTime(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const answer = country && today ? earliestTravel({ from, to: country, birthDate, today }) : null;
  const numbers = {
    minWeeks: RABIES_MIN_AGE_DAYS / 7,
    waitDays: RABIES_WAIT_DAYS,
    sampleDays: TITRATION_AFTER_VACCINATION_DAYS,
    waitMonths: TITRATION_WAIT_MONTHS,
  };
  const needText = (need: TravelNeed) =>
    need === 'microchip' && !hasMicrochip
      ? t('needs.microchipMissing')
      : t(`needs.${need}`, numbers);

  return (
    <section aria-labelledby="ad-travel" className="ad-section ad-travel">
      <h2 id="ad-travel">{t('title')}</h2>
      <p>{t('intro')}</p>
      <p className="field">
        <label htmlFor="travel-country">{t('destination')}</label>
        <select
          id="travel-country"
          value={country ?? ''}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t('chooseCountry')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </p>
      <div aria-live="polite" className="travel-answer">
        {answer?.kind === 'sameCountry' && <p>{t('sameCountry', { country: nameOf(from) })}</p>}
        {answer?.kind === 'nationalRules' && country && (
          <p>
            {t('nationalRules', { country: nameOf(country) })}{' '}
            <a href={answer.authority} rel="noopener noreferrer">
              {answer.authority}
            </a>
          </p>
        )}
        {answer?.kind === 'dated' && country && (
          <>
            <p className="travel-earliest">
              {t('earliest', { country: nameOf(country), date: date(answer.earliest) })}
            </p>
            {today && answer.earliest > today && (
              <p>
                {t('atAge', {
                  weeks: Math.floor(
                    (Date.parse(answer.earliest) - Date.parse(birthDate)) / DAY / 7,
                  ),
                })}
              </p>
            )}
            <h3>{t('needsTitle')}</h3>
            <ul>
              {answer.needs.map((need) => (
                <li key={need}>{needText(need)}</li>
              ))}
            </ul>
            <p className="muted">
              {t('sources', { date: date(TRAVEL_RULES_CHECKED_ON) })}{' '}
              {travelSources(answer.needs, country).map((source, index) => (
                <span key={source.url + source.law}>
                  {index > 0 && '; '}
                  <a href={source.url} rel="noopener noreferrer">
                    {source.law}
                  </a>
                </span>
              ))}
            </p>
          </>
        )}
      </div>
      <p className="muted">{t('disclaimer')}</p>
    </section>
  );
}
