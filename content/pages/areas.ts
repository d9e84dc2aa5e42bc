// Copy of the areas index and of what the 33 area pages share (docs/site.md#areas, docs/site.md#an-area).
// The borough records themselves are in content/areas.ts; "{name}" is replaced by the borough's name.
import type { AreaPageCopy, AreasIndexCopy } from '../schema';

export const areasIndex = {
  seo: {
    title: 'London Areas We Cover – All 32 Boroughs and the City',
    description:
      'Emergency locksmiths in every London borough, from Westminster to Havering and Hillingdon. Find your area: we aim to reach you within 30 minutes, 24/7.',
    keywords: [
      'locksmith near me London',
      'London locksmith areas',
      'local locksmith London boroughs',
      '24 hour locksmith London',
    ],
  },
  hero: {
    title: 'Locksmiths in Every London Borough',
    subtitle:
      'From the City and Westminster to Havering, Bromley and Hillingdon, our certified locksmiths cover all of London. Choose your borough to see the neighbourhoods and postcodes we cover.',
  },
  highlights: [
    {
      icon: 'clock',
      title: 'Fast Response Time',
      description:
        'Our locksmiths work across London, and we aim to reach you within 30 minutes (20–30 minutes on average) wherever you are, day or night.',
    },
    {
      icon: 'map-pin',
      title: 'All London Areas',
      description:
        'All 32 London boroughs and the City of London, inner and outer, every day of the year, bank holidays included.',
    },
  ],
  regionHeading: '{region} London',
  cardLink: 'Locksmiths in this area',
  specialtiesLabel: 'Specialties',
  cta: {
    heading: 'Not Sure Which Area You Are In?',
    text: 'It makes no difference to us. Call with your postcode and the nearest available locksmith will be on the way.',
  },
} satisfies AreasIndexCopy;

export const areaPage = {
  seo: {
    title: 'Locksmith {name} – 24/7 Emergency Locksmiths',
    description:
      'Locked out in {name}? Certified locksmiths on call 24/7; we aim to reach you within 30 minutes. Fixed prices, no call-out charge for lockouts.',
    keywords: ['locksmith {name}', 'emergency locksmith {name}', '24 hour locksmith {name}', 'lock change {name}'],
  },
  heroTitle: 'Locksmith {name}',
  heroSubtitle:
    'Emergency lockouts, lock changes and security upgrades for homes and businesses across {name}, 24 hours a day.',
  tiles: [
    {
      icon: 'clock',
      title: 'Fast Response',
      description: 'We aim to reach you within 30 minutes (20–30 minutes on average).',
    },
    {
      icon: 'shield',
      title: '24/7 Service',
      description: 'Open day and night, every day of the year, with a fixed price agreed before we start.',
    },
  ],
  aboutHeading: 'Locksmiths Covering {name}',
  neighborhoodsHeading: 'Neighbourhoods We Cover',
  postcodesHeading: 'Postcodes We Serve',
  specialtiesHeading: 'Specialist Services',
  servicesHeading: 'Our Locksmith Services in {name}',
  services: [
    {
      icon: 'home',
      title: 'Residential',
      description: 'Lockouts, lock changes and repairs for houses and flats, with BS3621 locks fitted for insurance.',
      href: '/services/residential-locksmith/',
    },
    {
      icon: 'building',
      title: 'Commercial',
      description:
        'Shops, offices and restaurants: high-security cylinders, master key systems and fire exit hardware.',
      href: '/services/commercial-locksmith/',
    },
    {
      icon: 'car',
      title: 'Auto Locksmith',
      description: 'Car lockouts, replacement keys and transponder programming, without a trip to the dealer.',
      href: '/services/auto-locksmith/',
    },
    {
      icon: 'shield',
      title: 'Security Upgrades',
      description: 'Anti-snap cylinders, window locks, door reinforcement and free security surveys.',
      href: '/services/security-management/',
    },
  ],
  whyHeading: 'Why Choose Us in {name}',
  why: [
    {
      icon: 'clock',
      title: 'Fast Arrival',
      description: 'We aim to reach you within 30 minutes, day or night.',
    },
    {
      icon: 'badge',
      title: 'Certified and Trained',
      description: 'Every locksmith is trained, certified and carries ID.',
    },
    {
      icon: 'check',
      title: 'Fixed Upfront Prices',
      description: 'The price is agreed before work starts, with no hidden fees.',
    },
    { icon: 'key', title: 'Non-Destructive Entry', description: 'We open doors without damage wherever possible.' },
    {
      icon: 'shield',
      title: 'Insured, with a Guarantee',
      description: 'All work is fully insured and carries our workmanship guarantee; the terms are on our About page.',
    },
    {
      icon: 'lock',
      title: 'Locks to Insurer Standards',
      description: 'Locks that meet the standards most home insurers ask for: BS3621 and 3-star TS007 anti-snap.',
    },
  ],
  landmarksHeading: 'Local Landmarks',
  landmarksIntro: 'Our locksmiths work across {name}, around places like these:',
  emergencyHeading: 'Emergency Locksmith in {name}',
  installationHeading: 'Lock Installation in {name}',
  cta: {
    heading: 'Need a Locksmith in {name}?',
    text: 'Call now for an emergency, or for free advice and a fixed-price quote.',
  },
  generic: {
    description:
      'We cover {name} and every other part of Greater London, 24 hours a day. Whether you are locked out, have lost your keys, need a lock repaired after a break-in or want your home or business made more secure, we aim to reach you within 30 minutes (20–30 minutes on average). Every job has a fixed price agreed before we start.',
    emergency:
      'Locked out in {name}? Call and a locksmith will be on the way straight away, day or night. We open doors without damage wherever possible, and there is no call-out charge.',
    installation:
      'We fit BS3621 locks that meet typical insurance requirements and 3-star TS007 anti-snap cylinders for uPVC and composite doors across {name}, usually in 30 to 60 minutes per lock.',
  },
} satisfies AreaPageCopy;
