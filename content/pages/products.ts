// Copy of the products index (docs/site.md#products) and the shared labels of each category page.
import type { ProductPageCopy, ProductsIndexCopy } from '../schema';

export const productsIndex = {
  seo: {
    title: 'Locksmith Products & Specialties London',
    description:
      'Door locks, car keys and fobs, security systems, safes, uPVC door repairs and specialist services, supplied and fitted by London locksmiths.',
    keywords: ['locksmith products London', 'door locks', 'car keys', 'safes', 'uPVC door locks', 'CCTV installation'],
  },
  hero: {
    title: 'Locksmith Products & Specialties London',
    subtitle:
      'The hardware we supply, fit and repair every day, and the specialist work London homes and businesses call us for.',
  },
  viewDetails: 'View Details',
  banner: {
    heading: 'Need Expert Advice on Security Products',
    text: 'Not sure which lock, safe or system is right? Call for free, straight advice, or ask for a free quote and security survey.',
    quote: { label: 'Get a Quote', href: '/contact/' },
  },
} satisfies ProductsIndexCopy;

export const productPage = {
  overview: 'Overview',
  range: 'Our Range',
  keyFeatures: 'Key Features',
  benefits: 'Benefits',
  whyChoose: 'Why Choose Our {title} Services',
  faq: 'Frequently Asked Questions',
  closing: {
    heading: 'Talk to a Locksmith Today',
    text: 'Call for advice or a free, fixed-price quote. We cover every London borough, 24 hours a day.',
    quote: { label: 'Get Free Quote', href: '/contact/' },
  },
} satisfies ProductPageCopy;
