// Copy of the home page (docs/site.md#home).
import type { HomeCopy } from '../schema';
import { yearsInBusiness } from '../site';

export const home = {
  seo: {
    title: '24/7 Emergency Locksmiths Across London',
    description:
      'Locksmiths covering every London borough, 24 hours a day. We aim to reach you within 30 minutes, with fixed upfront prices and non-destructive entry.',
    keywords: [
      'locksmith London',
      'emergency locksmith',
      '24 hour locksmith London',
      'locked out London',
      'lock change London',
      'auto locksmith London',
    ],
  },
  hero: {
    title: 'Locksmiths in United Kingdom',
    subtitle: 'Find local locksmiths near your location at a good price – day or night, across London.',
    servicesButton: { label: 'Our Services', href: '/services/' },
    points: ['We aim to reach you within 30 minutes', 'Open 24/7, every day of the year', 'Fixed price agreed upfront'],
  },
  about: {
    heading: 'Professional Locksmith Services Across London',
    paragraphs: [
      [
        'Locked out of a flat in Camden at midnight, a key snapped in a front door in Croydon, a shop in the City that will not lock at closing time: our locksmiths cover ',
        { text: 'every London borough', href: '/areas/' },
        ' around the clock and aim to reach you within 30 minutes (20–30 minutes on average). Once we are there, most lock problems are sorted within the hour.',
      ],
      [
        'Our ',
        { text: 'emergency lockout service', href: '/services/emergency-lockout/' },
        ' starts with non-destructive entry: we try to pick or bypass the lock first, and drill only when that is the only way in, after telling you and agreeing the price. You agree a fixed price before any work begins, with no call-out charge and no hidden fees.',
      ],
      [
        'At home, our ',
        { text: 'residential locksmiths', href: '/services/residential-locksmith/' },
        ' fit and upgrade the BS3621 mortice locks that home insurers commonly ask for and 3-star TS007 anti-snap cylinders for uPVC and composite doors. For shops, offices and blocks of flats, our ',
        { text: 'commercial locksmiths', href: '/services/commercial-locksmith/' },
        ' install master key systems, access control and fire-exit hardware. Every job is insured and covered by our ',
        { text: 'workmanship guarantee', href: '/about/#guarantee' },
        '.',
      ],
    ],
    features: [
      {
        icon: 'clock',
        title: 'Fast Response',
        description:
          'We aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London, 24 hours a day.',
      },
      {
        icon: 'badge',
        title: 'Certified Experts',
        description: `Certified, trained locksmiths from a firm with ${yearsInBusiness} years' experience of London doors and locks.`,
      },
      {
        icon: 'shield',
        title: 'Trusted Service',
        description:
          'A fixed price agreed before we start, no hidden fees, and insured work with our workmanship guarantee.',
      },
      {
        icon: 'map-pin',
        title: 'Local Coverage',
        description:
          'All 32 London boroughs and the City of London, from Hillingdon in the west to Havering in the east.',
      },
    ],
  },
  services: {
    heading: 'Our Locksmith Services',
    intro: 'From a lock that sticks to a full security upgrade, the work Londoners call us for most often.',
    slugs: [
      'lock-repair',
      'key-services',
      'residential-locksmith',
      'auto-locksmith',
      'commercial-locksmith',
      'security-management',
    ],
  },
  products: {
    heading: 'Products & Specialties',
    intro:
      'The locks, keys and security hardware we supply, fit and repair, chosen for London homes, cars and businesses.',
    items: [
      {
        icon: 'door',
        title: 'Door Locks',
        description: 'BS3621 mortice deadlocks, night latches, Euro cylinders and multipoint locks.',
        href: '/products/door-locks/',
      },
      {
        icon: 'car',
        title: 'Car Keys & Fobs',
        description:
          'Transponder keys, remotes and fobs cut and programmed at the roadside. Basic blade keys from £50, VAT included.',
        href: '/products/car-keys/',
      },
      {
        icon: 'camera',
        title: 'CCTV Systems',
        description: 'Cameras with recording and remote viewing for homes, shops and offices.',
        href: '/products/security-systems/',
      },
      {
        icon: 'safe',
        title: 'Safes',
        description: 'Home, commercial and fire safes supplied, bolted down, opened and repaired.',
        href: '/products/safes/',
      },
      {
        icon: 'key',
        title: 'Access Control',
        description: 'Fob, card and keypad entry for offices, shared entrances and blocks of flats.',
        href: '/products/security-systems/',
      },
      {
        icon: 'home',
        title: 'uPVC Specialists',
        description: 'Multipoint mechanisms, anti-snap cylinders, handles and door adjustment.',
        href: '/products/upvc-specialists/',
      },
    ],
    button: { label: 'View All Products', href: '/products/' },
  },
  contact: {
    heading: 'Need a Locksmith Now?',
    intro:
      'Call any time, day or night. We will give you a fixed price on the phone and aim to reach you within 30 minutes.',
    location: { label: 'Location', value: 'London, United Kingdom' },
    availability: { label: 'Availability', value: '24/7 Emergency Service' },
    linksHeading: 'Popular right now',
    links: [
      { label: 'Emergency Lockout', href: '/services/emergency-lockout/' },
      { label: 'Residential Locksmith', href: '/services/residential-locksmith/' },
      { label: 'Commercial Locksmith', href: '/services/commercial-locksmith/' },
      { label: 'Auto Locksmith', href: '/services/auto-locksmith/' },
      { label: 'Areas We Cover', href: '/areas/' },
    ],
  },
} satisfies HomeCopy;
