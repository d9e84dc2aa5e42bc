// The eight services, one page each at /services/{slug}/ (docs/site.md#service).
import type { Service } from './schema';
import { yearsInBusiness } from './site';

export const services = [
  {
    id: 'residential-locksmith',
    slug: 'residential-locksmith',
    title: 'Residential Locksmith',
    metaTitle: 'Residential Locksmith London – 24/7 Home Lock Experts',
    metaDescription:
      'Locked out or need new locks at home? Certified London locksmiths 24/7, and we aim to reach you within 30 minutes. Fixed upfront prices, BS3621 locks.',
    shortDescription:
      'Lockouts, lock repairs and security upgrades for London houses and flats. We aim to reach you within 30 minutes, day or night.',
    fullDescription:
      'From a Victorian terrace in Islington to a new-build flat in Stratford, we look after the locks on London homes day and night. Our certified locksmiths get you back in without damage wherever possible, repair or replace mortice locks, night latches and uPVC multipoint locks, and fit BS3621 and 3-star TS007 locks that meet typical insurance requirements. Every job has a fixed price agreed before we start, with no hidden fees.',
    icon: 'home',
    features: [
      '24/7 emergency home lockouts',
      'Non-destructive entry to houses and flats',
      'BS3621 mortice locks and night latches fitted',
      '3-star TS007 anti-snap cylinder upgrades',
      'uPVC multipoint lock repairs',
      'Lock changes after moving or losing keys',
      'Window locks and patio door security',
      'Free home security surveys',
    ],
    benefits: [
      'We aim to reach you within 30 minutes anywhere in Greater London',
      'Fixed upfront price agreed before work starts',
      'Certified, trained and fully insured locksmiths',
      'Entry without damage wherever possible',
      'Insurance-friendly BS3621 and TS007 locks',
      `${yearsInBusiness} years of securing London homes`,
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Call or Request a Quote',
        call: true,
        description:
          'Tell us what has happened and where you are. We agree a fixed price with you before anyone sets off.',
      },
      {
        step: 2,
        title: 'Locksmith on the Way',
        description:
          'A certified locksmith heads straight to your home. We aim to reach you within 30 minutes anywhere in Greater London.',
      },
      {
        step: 3,
        title: 'Assess and Fix',
        description:
          'We check the door and lock, explain your options and carry out the agreed work, always trying non-destructive methods first.',
      },
      {
        step: 4,
        title: 'Secure and Sorted',
        description: 'We test every lock and key before we leave, and you pay only the price you agreed.',
      },
    ],
    faqs: [
      {
        question: 'How quickly can a residential locksmith get to my home?',
        answer:
          'Our locksmiths are on call 24/7, including bank holidays, and we aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London. We cover all 32 London boroughs and the City of London, so your postcode is never too far out. Once we are with you, most lock issues are resolved within the hour.',
      },
      {
        question: 'What locks do I need to satisfy my home insurance?',
        answer:
          'Many insurers ask for a BS3621 mortice deadlock or night latch on final exit doors, so check the wording of your policy. For uPVC and composite doors with Euro cylinders, we recommend a 3-star TS007 anti-snap cylinder, or a 1-star cylinder paired with a 2-star security handle. We can check your existing locks and tell you exactly where you stand.',
      },
      {
        question: 'Should I change the locks when I move into a new home?',
        answer:
          'Yes. You cannot know how many keys previous owners, tenants or tradespeople still hold, so changing the locks is one of the simplest security steps you can take. Swapping a Euro cylinder usually takes well under an hour, and we can upgrade you to an anti-snap cylinder at the same time. As a rule of thumb, locks are worth replacing every 5–7 years anyway.',
      },
      {
        question: 'Will you damage my door to get me back in?',
        answer:
          'We always try non-destructive entry first, using specialist tools to pick or bypass the lock without harming the door or frame. In many cases that is all it takes. If a lock has to be drilled, for example because it is broken inside, we explain why and agree the price with you before doing it, then fit a replacement.',
      },
    ],
    relatedServices: ['lock-installation', 'emergency-lockout', 'security-management'],
    keywords: [
      'residential locksmith London',
      'home locksmith London',
      'change locks London',
      'BS3621 lock fitting London',
      'uPVC door lock repair London',
      'house lockout locksmith near me',
    ],
    ctaHeading: 'Need a Locksmith at Home? We Aim to Be There in 30 Minutes',
  },
  {
    id: 'commercial-locksmith',
    slug: 'commercial-locksmith',
    title: 'Commercial Locksmith',
    metaTitle: 'Commercial Locksmith London – Business Security 24/7',
    metaDescription:
      'Commercial locksmiths for London offices, shops and HMOs: master key systems, access control, panic bars and 24/7 emergency repairs at fixed prices.',
    shortDescription:
      'Locks, master key systems, access control and fire exit hardware for London offices, shops, restaurants and managed buildings, around the clock.',
    fullDescription:
      'A failed lock on a shop front or office door costs you trading time, so our commercial locksmiths respond 24/7 and aim to have you secure within the hour. We design master key systems, fit access control and restricted key sections, and install and repair panic bars and fire exit hardware. Landlords and managing agents also rely on us for HMOs, communal doors and blocks of flats.',
    icon: 'building',
    features: [
      'Master key systems designed and installed',
      'Access control and keypad entry',
      'Panic bars and fire exit hardware',
      'Restricted keys that cannot be freely copied',
      '24/7 emergency commercial lock repairs',
      'Lock changes when staff leave',
      'Shop front and office door locks',
      'HMO and communal door locks for landlords',
    ],
    benefits: [
      'Around-the-clock cover, including bank holidays',
      'Fast response to get you trading again',
      'Fixed quotes for single doors or whole buildings',
      'Work scheduled around your opening hours',
      'Certified, insured locksmiths, with our workmanship guarantee',
      'Free security surveys for business premises',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Free Site Survey',
        description:
          'We visit your premises, look at every door and how keys are used, and talk through your security and fire exit needs.',
      },
      {
        step: 2,
        title: 'Fixed Quote',
        description: 'You receive a clear quote at a fixed price, with no hidden fees and no obligation to go ahead.',
      },
      {
        step: 3,
        title: 'Installation',
        description:
          'Our certified locksmiths fit the agreed locks, key system or access control, working around your opening hours to keep disruption low.',
      },
      {
        step: 4,
        title: 'Handover and Support',
        description:
          'We test everything, hand over keys and instructions, and stay on call 24/7 for emergencies or changes later on.',
      },
    ],
    faqs: [
      {
        question: 'What is a master key system and does my business need one?',
        answer:
          "A master key system lets each person's key open only the doors they need, while a master key opens all of them. It suits offices, shops with stockrooms, HMOs and blocks of flats where people need different levels of access. It also means fewer keys to carry and a clearer picture of who can open what.",
      },
      {
        question: 'Can you change our locks quickly after an employee leaves without returning keys?',
        answer:
          'Yes. We replace the cylinders on the affected doors so the missing keys no longer work, and we are available 24/7 to do it. With a master key system, we can often change only the cylinders that matter rather than every lock in the building. Moving to a restricted key section also stops anyone copying keys without your authorisation in future.',
      },
      {
        question: 'Do you install and repair panic bars and fire exit hardware?',
        answer:
          'Yes, we supply, fit and repair panic bars, push pads and other emergency exit devices for offices, shops, restaurants and other premises. Fire exits must open quickly from the inside without a key, so we make sure the hardware works correctly while keeping the door secure from outside. We also fix exit devices that stick or fail to latch.',
      },
      {
        question: 'Can you work outside our business hours?',
        answer:
          'Yes. We work 24/7, including evenings, weekends and bank holidays, so lock changes and installations can be done before you open or after you close. Emergency call-outs, such as a broken shop front lock or a forced door, are handled at any hour, and we aim to reach you within 30 minutes (20–30 minutes on average).',
      },
    ],
    relatedServices: ['security-management', 'lock-installation', 'key-services'],
    keywords: [
      'commercial locksmith London',
      'business locksmith London',
      'master key system London',
      'access control installation London',
      'panic bar installation London',
      'office lock change London',
    ],
    ctaHeading: 'Keep Your Business Secure – Book a Free Commercial Security Survey',
  },
  {
    id: 'auto-locksmith',
    slug: 'auto-locksmith',
    title: 'Auto Locksmith',
    metaTitle: 'Auto Locksmith London – Car Keys Cut & Programmed',
    metaDescription:
      'Locked out or lost your car keys? London auto locksmiths cut and program transponder keys on site, 24/7, typically 30–50% less than main dealers.',
    shortDescription:
      'Car lockouts, replacement keys and remote fobs cut and programmed at the roadside anywhere in London, for far less than a main dealer charges.',
    fullDescription:
      'Lost your only car key in Camden or shut the keys in the boot at a supermarket car park? Our auto locksmiths come to you, open vehicles without damage and cut and program transponder keys and remote fobs on site. That typically costs 30–50% less than a dealership, where a replacement key often runs to £200–£500 or more, and there is no need to tow the car anywhere.',
    icon: 'car',
    features: [
      'Car lockouts opened without damage',
      'Replacement car keys cut on site',
      'Transponder key programming',
      'Remote key fobs supplied and programmed',
      'New keys for most cars even when all are lost',
      'Broken key extraction from doors and ignitions',
      'Basic blade keys cut on site from £50, VAT included',
      'Van lockouts and replacement keys',
    ],
    benefits: [
      'Typically 30–50% cheaper than a dealership',
      'We come to you – no towing to a dealer',
      'Keys programmed on site in 30–60 minutes',
      'Non-destructive entry to protect your car',
      '24/7 roadside cover across Greater London',
      'Fixed price agreed before any work starts',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Tell Us About Your Vehicle',
        description:
          'Give us the make, model and year, your location and what has happened. We confirm a fixed price before we set off.',
      },
      {
        step: 2,
        title: 'Roadside Arrival',
        description:
          'An auto locksmith comes to you at home, at work or at the roadside. We aim to reach you within 30 minutes anywhere in Greater London.',
      },
      {
        step: 3,
        title: 'Entry and Key Cutting',
        description:
          'If you are locked out, we open the car without damage, then cut a new key to match your door locks and ignition.',
      },
      {
        step: 4,
        title: 'Programming and Testing',
        description:
          "We program the transponder chip and remote to your car's immobiliser, usually in 30–60 minutes, and test everything before we leave.",
      },
    ],
    faqs: [
      {
        question: 'Can you make a new car key if I have lost all my keys?',
        answer:
          'For most makes and models, yes: we can cut and program a new key on site even when there is no working key left, so you do not need to have the car towed to a main dealer. Some recent models, several German and premium makes among them, keep their key data with the manufacturer, and only a dealer can make the key; we tell you before any work or charge if yours is one of them. Before we start, we ask for photo ID and the V5C showing you as the registered keeper (or the new-keeper slip), and for a finance, lease or company car the owner’s authority.',
      },
      {
        question: 'How much does a replacement car key cost?',
        answer:
          'A basic car key, a non-chipped blade key cut on site, costs from £50 in total, VAT included; transponder keys and remote fobs cost more depending on the make and model. We are typically 30–50% cheaper than a dealership, where a replacement key often costs £200–£500 or more. You get a fixed price before any work begins.',
      },
      {
        question: 'How long does it take to program a transponder key?',
        answer:
          'Programming a transponder key or remote fob usually takes 30–60 minutes once we are with you. We aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London, and do the cutting and programming at your vehicle. There is no waiting around at a dealership or arranging a tow.',
      },
      {
        question: "I've locked my keys in the car – will you damage it getting in?",
        answer:
          'No. We use specialist non-destructive entry tools made for vehicle locks, so there is no need to break a window or force a door. Keys locked in the boot or a car that has deadlocked itself are common call-outs, and we open them without damage wherever possible.',
      },
    ],
    relatedServices: ['emergency-lockout', 'key-services'],
    keywords: [
      'auto locksmith London',
      'car key replacement London',
      'car lockout London',
      'transponder key programming London',
      'lost car keys London',
      'car key fob replacement London',
    ],
    ctaHeading: 'Lost Your Car Keys? Get Back on the Road Without the Dealer Price Tag',
  },
  {
    id: 'emergency-lockout',
    slug: 'emergency-lockout',
    title: 'Emergency Lockout',
    metaTitle: 'Emergency Locksmith London – Locked Out? Call 24/7',
    metaDescription:
      'Locked out in London? Our 24/7 emergency locksmiths aim to reach you within 30 minutes, with no call-out charge and a fixed price agreed upfront.',
    shortDescription:
      'Round-the-clock help when you are locked out of your home, flat, office or car. We aim to reach you within 30 minutes, with no call-out charge.',
    fullDescription:
      'Keys snapped in the lock, left on the kitchen worktop or lost on the Tube – whatever happened, we will get you back inside fast. Our emergency locksmiths cover every London borough 24/7, including bank holidays, and always try non-destructive entry first so your door stays intact. There is no call-out charge, and the price is fixed before we start.',
    icon: 'alert',
    features: [
      '24/7 emergency lockout response',
      'We aim to reach you within 30 minutes across London',
      'Non-destructive entry first',
      'No call-out charge',
      'Homes, flats, offices and cars',
      'Snapped and stuck key removal',
      'Lock replacement if a lock has failed',
      'Overnight and bank holiday call-outs',
    ],
    benefits: [
      'Fixed price agreed on the phone before work begins',
      'Back inside and secure within the hour',
      `Certified locksmiths from a firm with ${yearsInBusiness} years' experience`,
      'Doors and frames left undamaged wherever possible',
      'Insured work with our workmanship guarantee',
      'Only a small premium, if any, for late-night calls',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Call Us Now',
        call: true,
        description:
          'Tell us where you are and what you are locked out of. We agree a fixed price with you on the phone.',
      },
      {
        step: 2,
        title: 'Rapid Dispatch',
        description:
          'The nearest available locksmith sets off straight away. We aim to reach you within 30 minutes anywhere in Greater London.',
      },
      {
        step: 3,
        title: 'Non-Destructive Entry',
        description:
          'We open the door using picking and bypass techniques that leave your lock and door undamaged wherever possible.',
      },
      {
        step: 4,
        title: 'Secure Before We Leave',
        description:
          'If a lock is damaged or your keys are lost or stolen, we can change it there and then so your property is secure again.',
      },
    ],
    faqs: [
      {
        question: 'How fast can an emergency locksmith reach me?',
        answer:
          'We aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London. We work 24 hours a day, 7 days a week, including bank holidays. When you call, we give you a realistic arrival time that takes London traffic into account.',
      },
      {
        question: 'Is there a call-out charge for emergency lockouts?',
        answer:
          'No, there is no call-out charge for emergency lockouts. We agree a fixed price with you upfront before any work begins, so there are no surprises. Late-night calls may carry a small premium, and we always tell you about it before we set off.',
      },
      {
        question: 'Will you have to drill my lock?',
        answer:
          'Usually not. We always try non-destructive entry first, and many locks can be opened this way without any damage. Drilling is a last resort, for example when a lock has failed internally, and we explain why and agree the cost with you before doing it.',
      },
      {
        question: "What if I've lost my keys and someone could use them?",
        answer:
          'If your keys are lost or stolen, especially with anything showing your address, change the locks straight away. Once you are back inside, we can replace the cylinder or lock on the spot, upgrading to a 3-star TS007 anti-snap cylinder or a BS3621 lock if you wish. The old keys then become useless, and your doors meet typical insurance requirements.',
      },
    ],
    relatedServices: ['residential-locksmith', 'auto-locksmith', 'key-services'],
    keywords: [
      'emergency locksmith London',
      'locked out London',
      '24 hour locksmith London',
      'emergency lockout service London',
      'locksmith near me',
      'no call out charge locksmith London',
    ],
    ctaHeading: 'Locked Out Right Now? We Aim to Be There in 30 Minutes',
  },
  {
    id: 'lock-installation',
    slug: 'lock-installation',
    title: 'Lock Installation',
    metaTitle: 'Lock Installation London – BS3621 & Anti-Snap Locks',
    metaDescription:
      'New locks fitted across London: BS3621 mortice locks, night latches and 3-star TS007 anti-snap cylinders. Free quotes, fixed prices, 30–60 min per lock.',
    shortDescription:
      'New and upgraded locks fitted to London homes and businesses, from BS3621 mortice deadlocks and night latches to 3-star anti-snap Euro cylinders.',
    fullDescription:
      'Whether you are moving in, bringing an old door up to insurance standard or fitting out a new office, we supply and fit the right lock for the job. Our locksmiths install BS3621 mortice deadlocks and night latches, 3-star TS007 anti-snap cylinders, uPVC multipoint locks, window locks and high-security commercial locks, with most locks fitted in 30–60 minutes. Every installation comes with a fixed quote and a manufacturer warranty of 1–10 years, depending on the product.',
    icon: 'lock',
    features: [
      'BS3621 mortice deadlocks and night latches',
      '3-star TS007 anti-snap Euro cylinders',
      'uPVC and composite door multipoint locks',
      'High-security locks for businesses',
      'Window, patio and French door locks',
      'Lock changes for new homes and tenancies',
      '2-star security handles and door furniture',
      'Free advice on the right lock for each door',
    ],
    benefits: [
      'Most locks fitted in 30–60 minutes',
      'Locks that meet common insurance requirements',
      'Manufacturer warranties of 1–10 years',
      'Free quotes with fixed, upfront pricing',
      'Neat, careful fitting by certified locksmiths',
      'Insured work, backed by our workmanship guarantee',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Free Quote and Advice',
        description:
          'We look at your doors, windows and insurance requirements and recommend the right locks, with a fixed quote and no obligation.',
      },
      {
        step: 2,
        title: 'Choose Your Locks',
        description:
          'We explain the options, from BS3621 mortice locks to 3-star anti-snap cylinders, so you can pick the security level and finish you want.',
      },
      {
        step: 3,
        title: 'Professional Fitting',
        description:
          'A certified locksmith fits each lock in around 30–60 minutes, adjusting the door and keeps so everything closes smoothly.',
      },
      {
        step: 4,
        title: 'Test and Handover',
        description: 'We test every lock with every key, then hand over your new keys along with the warranty details.',
      },
    ],
    faqs: [
      {
        question: 'Which lock should I fit to meet my insurance requirements?',
        answer:
          'Many home insurers ask for a BS3621 mortice deadlock or night latch on final exit doors, such as your front and back doors. For uPVC and composite doors, the usual recommendation is a 3-star TS007 anti-snap cylinder, or a 1-star cylinder with a 2-star security handle. Always check your policy wording, and we will advise on the right lock for each door.',
      },
      {
        question: 'How long does it take to fit a new lock?',
        answer:
          'Most lock installations take 30–60 minutes per lock. A straightforward Euro cylinder swap sits at the quick end, while fitting a new mortice lock into a timber door, which means cutting into the door and frame, takes longer. We give you a time estimate along with your quote.',
      },
      {
        question: 'What is an anti-snap cylinder and do I need one?',
        answer:
          'Lock snapping is a well-known burglary method on uPVC and composite doors: a standard Euro cylinder is snapped to expose the cam and open the lock. A 3-star TS007 anti-snap cylinder is designed to resist snapping, drilling, picking and bumping. If your door still has an older standard cylinder, upgrading it is one of the most cost-effective security improvements you can make.',
      },
      {
        question: 'How often should locks be replaced?',
        answer:
          'We recommend replacing locks every 5–7 years, as internal parts wear and older designs fall behind current security standards. You should also change them straight away after moving home, losing keys or a break-in. Doors themselves benefit from an adjustment every 2–3 years so the locks keep working smoothly.',
      },
    ],
    relatedServices: ['residential-locksmith', 'commercial-locksmith', 'security-management'],
    keywords: [
      'lock installation London',
      'lock fitting London',
      'BS3621 lock installation',
      'anti-snap lock fitting London',
      'new locks fitted London',
      'uPVC door lock replacement London',
    ],
    ctaHeading: 'Ready to Upgrade Your Locks? Get a Free, Fixed-Price Quote',
  },
  {
    id: 'lock-repair',
    slug: 'lock-repair',
    title: 'Lock Repair',
    metaTitle: 'Lock Repair London – uPVC, Mortice & Euro Cylinder Locks',
    metaDescription:
      'Stiff, sticking or broken lock? London locksmiths repair uPVC multipoint mechanisms, mortice locks and cylinders 24/7, usually in 30–45 minutes.',
    shortDescription:
      'Fast repairs for stiff, sticking and broken locks on homes and businesses across London, usually completed in 30–45 minutes.',
    fullDescription:
      'A lock that needs lifting, jiggling or forcing is a lock that is about to fail, usually at the worst possible moment. Our locksmiths fix sticking uPVC multipoint mechanisms, misaligned strike plates, worn mortice locks and stiff or frozen cylinders, and remove broken keys without damaging the lock. Most repairs take 30–45 minutes, complex ones up to an hour, and we only recommend a replacement when a repair is not worthwhile.',
    icon: 'wrench',
    features: [
      'uPVC multipoint mechanism repairs',
      'Broken key extraction',
      'Stiff, sticking and frozen lock repairs',
      'Misaligned door and strike plate adjustment',
      'Mortice lock and night latch repairs',
      'Euro cylinder repair and replacement',
      'uPVC gearbox and handle repairs',
      'Lock servicing and lubrication',
    ],
    benefits: [
      'Most repairs done in 30–45 minutes',
      'Honest advice – repair first, replace only if needed',
      'Fixed price agreed before work begins',
      'Emergency repairs 24/7, including bank holidays',
      'Certified locksmiths, with our workmanship guarantee',
      `${yearsInBusiness} years of fixing London's locks`,
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Describe the Problem',
        description:
          'Tell us what the lock is doing – stiff, loose, jammed or refusing to turn – and where you are. In an emergency we send someone straight away.',
      },
      {
        step: 2,
        title: 'Diagnosis',
        description:
          'Our locksmith inspects the lock, door and frame to find the real cause, then confirms a fixed price before starting work.',
      },
      {
        step: 3,
        title: 'Repair',
        description:
          'We fix the fault, whether that means adjusting the door, realigning the strike plate, freeing the mechanism or replacing a worn part.',
      },
      {
        step: 4,
        title: 'Test and Advise',
        description:
          'We test the lock several times with your keys and give you simple tips to keep it working smoothly.',
      },
    ],
    faqs: [
      {
        question: 'Why is my uPVC door handle stiff or hard to lift?',
        answer:
          'The usual cause is a door that has dropped or moved out of alignment, so the multipoint locking bolts rub against the keeps in the frame. Left alone, the extra strain can break the gearbox and leave you locked in or out. A door and keep adjustment often fixes it, and we recommend having uPVC doors adjusted every 2–3 years.',
      },
      {
        question: 'Can you remove a key that has snapped in the lock?',
        answer:
          'Yes. We use specialist key extraction tools to remove the broken piece, usually without damaging the cylinder. If the lock was worn enough to snap the key, we check it and advise whether it needs replacing. We can also cut you a new key in 5–10 minutes.',
      },
      {
        question: 'Is it better to repair or replace a faulty lock?',
        answer:
          'If the lock is in good condition and the problem is alignment, lubrication or a single worn part, repair is usually the cheaper option. If the lock is more than 5–7 years old, damaged or below BS3621 or TS007 standards, replacing it is often better value and improves your security. We explain both options and the price of each before doing any work.',
      },
      {
        question: "What should I do if my lock is frozen or the key won't turn?",
        answer:
          'Do not force the key, as that is how many keys end up snapped inside locks. Try warming the key gently, and avoid general-purpose oils, which attract dirt; a graphite or PTFE lock lubricant is better. If it still will not turn, call us and we will free or replace the cylinder.',
      },
    ],
    relatedServices: ['lock-installation', 'residential-locksmith', 'key-services'],
    keywords: [
      'lock repair London',
      'uPVC door lock repair London',
      'broken key extraction London',
      'stiff door lock repair',
      'multipoint lock repair London',
      'locksmith lock repair near me',
    ],
    ctaHeading: 'Lock Playing Up? Get It Fixed Before It Fails',
  },
  {
    id: 'key-services',
    slug: 'key-services',
    title: 'Key Services',
    metaTitle: 'Key Cutting London – Spare, Restricted & Car Keys',
    metaDescription:
      'Key cutting in 5–10 minutes, spare and restricted keys, broken key extraction and car keys across London. Certified locksmiths, fixed prices, 24/7.',
    shortDescription:
      'Key cutting, spare keys, restricted keys and broken key extraction for homes, businesses and vehicles, with most keys cut in 5–10 minutes.',
    fullDescription:
      'A good key starts with an accurate cut: a badly copied key can stick, wear out your lock or snap inside it. We cut spare keys for mortice locks, night latches and Euro cylinders in 5–10 minutes, supply restricted keys that only an authorised supplier will copy, on proof of authorisation, extract snapped keys and cut and program car keys. Landlords, letting agents and businesses can also keep firm control of who holds which keys.',
    icon: 'key',
    features: [
      'Key cutting in 5–10 minutes',
      'Spare keys for homes and businesses',
      'Restricted keys, copied only by an authorised supplier',
      'Broken and stuck key extraction',
      'Car key cutting and programming',
      'Master keys for offices and HMOs',
      'Keys for mortice locks, night latches and cylinders',
      'Key control advice for landlords and businesses',
    ],
    benefits: [
      'Precision-cut keys that turn smoothly',
      'Most keys ready in 5–10 minutes',
      'Restricted keys copied only with your authorisation',
      'Car keys typically 30–50% cheaper than dealerships',
      'Mobile service to your door across London',
      'Fixed prices with no hidden fees',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Tell Us What You Need',
        description:
          'Let us know the type of key, how many copies you need and whether it is for a home, business or vehicle.',
      },
      {
        step: 2,
        title: 'We Come to You',
        description:
          'A locksmith comes to your home, workplace or car, so there is no need to hunt for a key cutter or leave your keys with a stranger.',
      },
      {
        step: 3,
        title: 'Cut and Check',
        description: 'We cut your keys in 5–10 minutes and check each one in the lock before handing it over.',
      },
      {
        step: 4,
        title: 'Keep Control',
        description:
          'With restricted keys, only the key holders you authorise can order further copies, so you always know how many keys exist.',
      },
    ],
    faqs: [
      {
        question: 'How long does key cutting take?',
        answer:
          'Most standard keys are cut in 5–10 minutes. Because we come to you, we can cut keys at your home or business and test each one in your lock before we leave. Car keys with transponder chips take longer because they also need programming, usually 30–60 minutes.',
      },
      {
        question: 'What is a restricted key and why would I want one?',
        answer:
          'A restricted key uses a controlled key profile that ordinary high-street key cutters cannot copy. Extra keys can only be ordered with proof of authorisation from the registered key holder, so you always know how many keys exist. They suit landlords, HMOs, offices and anyone who has had problems with unauthorised copies.',
      },
      {
        question: "Can you cut a key if I don't have the original?",
        answer:
          "Often, yes. Depending on the lock, we may be able to make a working key without the original, and for most makes and models of car we can create a new transponder key even when every key has been lost (some recent models, German and premium makes among them, keep their key data online with the manufacturer and need the dealer; we tell you before any charge). For some household locks, replacing the cylinder is quicker and more secure, especially if the original keys may be in someone else's hands.",
      },
      {
        question: "Why doesn't my copied key work properly?",
        answer:
          'Copies of copies lose accuracy, and a poorly cut key can stick, fail to turn or even damage the pins in your lock. We cut from the best available original and check every key in the lock. If your lock itself is worn, we will tell you, as a new key alone may not solve the problem.',
      },
    ],
    relatedServices: ['residential-locksmith', 'auto-locksmith', 'commercial-locksmith'],
    keywords: [
      'key cutting London',
      'spare keys London',
      'restricted keys London',
      'broken key extraction London',
      'mobile key cutting London',
      'car key cutting London',
    ],
    ctaHeading: "Need Spare or Restricted Keys? We'll Cut Them While You Wait",
  },
  {
    id: 'security-management',
    slug: 'security-management',
    title: 'Security Management',
    metaTitle: 'Security Management London – Surveys, CCTV & Access Control',
    metaDescription:
      'Free security surveys for London homes and businesses, plus CCTV, alarms, access control and key control from certified, insured specialists.',
    shortDescription:
      'Free security surveys and joined-up protection for London homes and businesses, covering locks, CCTV, alarms, access control and key control.',
    fullDescription:
      'Good security is more than a strong lock on the front door. We start with a free security survey of your home, office or rental property, then recommend and install the right mix of BS3621 and TS007 locks, CCTV, intruder alarms, access control and key control. The result is fewer weak points and a clear record of who can get in.',
    icon: 'shield',
    features: [
      'Free on-site security surveys',
      'CCTV installation and upgrades',
      'Intruder alarm systems',
      'Access control for offices and buildings',
      'Key control and key registers',
      'Lock upgrades to BS3621 and TS007 standards',
      'Security plans for landlords and HMOs',
      'Security reviews after a break-in',
    ],
    benefits: [
      'One team for locks, CCTV, alarms and access control',
      'Free, no-obligation security surveys',
      'Practical advice, never a hard sell',
      'Fixed quotes with no hidden fees',
      'Certified, trained and insured specialists',
      '24/7 emergency response if anything fails',
    ],
    howItWorks: [
      {
        step: 1,
        title: 'Free Security Survey',
        description:
          'We walk around your property with you, checking doors, windows, locks, lighting and entry points, and listen to your concerns.',
      },
      {
        step: 2,
        title: 'Tailored Recommendations',
        description:
          'You get a clear list of weak points and a fixed quote for the improvements we recommend, in order of priority.',
      },
      {
        step: 3,
        title: 'Installation',
        description:
          'Our certified team installs new locks, CCTV, alarms or access control, working around your schedule to keep disruption low.',
      },
      {
        step: 4,
        title: 'Ongoing Support',
        description:
          'We help you keep key registers up to date, change access as people come and go, and respond 24/7 if anything fails.',
      },
    ],
    faqs: [
      {
        question: 'What happens during a security survey?',
        answer:
          'A locksmith visits your home or business and checks every entry point, including doors, windows, locks, lighting and any existing alarms or cameras. We also look at how keys are managed and who has access. You then receive practical recommendations and a fixed quote, and the survey itself is free with no obligation.',
      },
      {
        question: 'Do I need CCTV, an alarm or better locks?',
        answer:
          'It depends on your property, but strong locks come first, because CCTV and alarms deter and record rather than physically stop someone getting in. For many homes, upgrading to BS3621 locks and 3-star TS007 cylinders is the best first step, while businesses often benefit from adding access control and CCTV. Our survey shows where your money is best spent.',
      },
      {
        question: 'What is key control and why does it matter?',
        answer:
          'Key control means knowing exactly how many keys exist for each lock and who holds them. A key register, combined with restricted keys that only an authorised supplier will copy, on proof of authorisation, stops keys circulating among former staff, tenants or contractors. It is especially useful for landlords, HMOs and businesses with changing staff.',
      },
      {
        question: 'Can you improve security after a burglary?',
        answer:
          'Yes. We attend 24/7 to secure the property straight away, repairing or replacing damaged locks so you are safe that night. Once things have settled, we carry out a full security review and recommend upgrades such as anti-snap cylinders, window locks, alarms or CCTV. Many insurers expect BS3621 locks on final exit doors, so we make sure yours meet that standard.',
      },
    ],
    relatedServices: ['commercial-locksmith', 'lock-installation', 'residential-locksmith'],
    keywords: [
      'security management London',
      'security survey London',
      'CCTV installation London',
      'access control London',
      'home security upgrade London',
      'business security London',
    ],
    ctaHeading: 'Find Your Weak Spots Before a Burglar Does – Book a Free Security Survey',
  },
] satisfies Service[];
