// Copy of the contact page (docs/site.md#contact). There is deliberately no form: the business takes calls.
import type { ContactCopy } from '../schema';

export const contact = {
  seo: {
    title: 'Contact a 24/7 Locksmith in London',
    description:
      'Call our London locksmiths any time, day or night. Every borough covered, we aim to reach you within 30 minutes, and quotes are free and fixed upfront.',
    keywords: ['contact locksmith London', 'emergency locksmith number', 'locksmith quote London', '24 hour locksmith'],
  },
  hero: {
    title: 'Contact Our London Locksmiths',
    subtitle:
      'One call reaches a locksmith at any hour. Tell us where you are and what has happened, and we will take it from there.',
  },
  cards: [
    {
      icon: 'map-pin',
      title: 'Service Area',
      description: 'Greater London',
      detail: 'Covering all London boroughs, from the City and Westminster to the outer suburbs.',
    },
    {
      icon: 'clock',
      title: 'Working Hours',
      description: '24/7 Emergency Service',
      detail: 'Open every day of the year, nights, weekends and bank holidays included.',
    },
  ],
  emergency: {
    heading: 'Locked Out or Broken Into?',
    text: 'Call now and a locksmith will be on the way: we aim to reach you within 30 minutes (20–30 minutes on average). You get a fixed price before any work starts.',
    button: 'Call Us Now',
  },
  areas: {
    heading: 'Areas We Cover',
    /** Regions link to their section of /areas/, boroughs to their own page. */
    labels: [
      { label: 'Central London', href: '/areas/#central-london' },
      { label: 'North London', href: '/areas/#north-london' },
      { label: 'South London', href: '/areas/#south-london' },
      { label: 'East London', href: '/areas/#east-london' },
      { label: 'West London', href: '/areas/#west-london' },
      { label: 'Westminster', href: '/areas/westminster/' },
      { label: 'Camden', href: '/areas/camden/' },
      { label: 'Islington', href: '/areas/islington/' },
      { label: 'Hackney', href: '/areas/hackney/' },
      { label: 'Tower Hamlets', href: '/areas/tower-hamlets/' },
      { label: 'Greenwich', href: '/areas/greenwich/' },
      { label: 'Lewisham', href: '/areas/lewisham/' },
    ],
  },
  quotes: {
    heading: 'Get Free Information & Quotes',
    paragraphs: [
      'Not an emergency? Call for free advice or a no-obligation quote on new locks, a lock change after moving house, spare keys, a master key system or a security upgrade. We can also visit for a free security survey of your home or business.',
      'Every quote is a fixed price with no hidden fees, agreed before any work starts. It only changes if the job turns out to be different from the one described, and only once you have agreed the new price.',
    ],
  },
} satisfies ContactCopy;
