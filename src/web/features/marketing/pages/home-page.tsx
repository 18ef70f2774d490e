import { RouteMeta } from '@/components/layout/page-title';
import { NewsletterIsland } from '@/features/newsletter';
import { NewsletterBand } from '@/components/newsletter/newsletter-band';
import { useSiteSettings } from '@/lib/site-settings';
import { AgeGroups } from '../components/age-groups';
import { CallToAction } from '../components/call-to-action';
import { FeaturedCourses } from '../components/featured-courses';
import { FeaturedTrainers } from '../components/featured-trainers';
import { Hero } from '../components/hero';
import { Testimonials } from '../components/testimonials';

/** Home: hero with benefits, age groups, featured courses and trainers, testimonials, CTAs, newsletter. */
export function HomePage() {
  const { siteTitle, town, contactPhone } = useSiteSettings();

  return (
    <>
      <RouteMeta />
      <Hero siteTitle={siteTitle} town={town} />
      <AgeGroups />
      <FeaturedCourses />
      <FeaturedTrainers />
      <Testimonials />
      <CallToAction contactPhone={contactPhone} />
      <NewsletterBand className="pt-0">
        <NewsletterIsland label="Ihre E-Mail-Adresse" className="w-full" />
      </NewsletterBand>
    </>
  );
}

export default HomePage;
