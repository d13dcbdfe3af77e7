import type { Metadata } from 'next';
import {
  ServiceLandingPage,
  landingLocale,
  serviceLandingMetadata,
  type LandingProps,
} from '../service-landing-page';

export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  return serviceLandingMetadata(
    await landingLocale(params),
    'upcoming_litters',
    '/lp/upcoming-litters',
  );
}

export default async function UpcomingLittersLanding({ params }: LandingProps) {
  const locale = await landingLocale(params);
  return (
    <ServiceLandingPage locale={locale} service="upcoming_litters" route="/lp/upcoming-litters" />
  );
}
