// The six product categories, one page each at /products/{slug}/ (docs/site.md#product-category).
import type { ProductCategory } from './schema';
import { site, yearsInBusiness } from './site';

const parts = site.guarantee.partsWarrantyYears;

export const productCategories = [
  {
    slug: 'door-locks',
    title: 'Door Locks',
    icon: 'door',
    description:
      'British Standard mortice deadlocks, Yale-type night latches, anti-snap Euro cylinders, multipoint locks and smart locks, supplied and fitted across London. We aim to reach you within 30 minutes, 24 hours a day.',
    overview: [
      "The lock on your front door is the first thing a burglar tests and the first thing your insurer asks about. London's housing stock needs a different answer on almost every street: a Victorian terrace with a timber front door usually wants a Yale-type night latch paired with a BS3621 five-lever mortice deadlock, while a purpose-built flat or new-build house is more likely to have a uPVC or composite door with a multipoint lock and a Euro cylinder. We fit, repair and upgrade all of them.",
      'Many home insurance policies expect a BS3621 British Standard mortice deadlock on final exit doors, and a standard cylinder on a uPVC door can be snapped in seconds. We check what you already have, explain what your policy is likely to require, and recommend only the upgrades that make a real difference. For Euro cylinder doors that means a 3-star TS007 anti-snap cylinder, or a 1-star cylinder protected by 2-star security handles.',
      `Every job is priced upfront with no hidden fees, and our certified, insured locksmiths work on every common lock type found on London doors. A new lock typically takes 30–60 minutes to fit, and if you are locked out we use non-destructive entry methods first. With ${yearsInBusiness} years' experience of London doors, from Georgian townhouses to mansion blocks and shopfronts, we get the right lock fitted properly the first time.`,
    ],
    products: [
      {
        name: 'Yale Locks',
        description:
          'Yale-type night latches (rim locks) are the familiar latch on most London front doors, opened from outside with a rim cylinder key. We fit standard and deadlocking night latches, including BS3621-rated models for insurance.',
        features: [
          'Standard and auto-deadlocking night latches',
          'BS3621 British Standard night latches available',
          'Rim cylinders keyed alike with your other locks',
          'Lockable internal snib for extra security',
          'Narrow and standard case sizes for timber doors',
        ],
        benefits: [
          'Door latches automatically as you pull it shut',
          'Deadlocking stops the latch being slipped',
          'Easy to use for every member of the household',
          'Pairs with a mortice deadlock for insurance',
        ],
      },
      {
        name: 'Mortice Locks',
        description:
          'Five-lever mortice deadlocks and sashlocks fitted into the body of the door, the lock insurers often require on a timber final exit door. We supply and fit BS3621 models from makers such as Union, ERA and Yale, as well as Chubb-style replacements.',
        features: [
          'BS3621 British Standard 5-lever mortice deadlocks',
          'Sashlocks with a handle-operated latch for back doors',
          'Hardened anti-drill plates and bolt rollers',
          'BS8621 thumb-turn versions for keyless exit (a BS3621 lock needs a key on both sides)',
          'Matching keeps and strike plates fitted to the frame',
        ],
        benefits: [
          'Meets the BS3621 condition in many insurance policies',
          'Bolt throws deep into the frame to resist forcing',
          'Hard to pick, drill or manipulate',
          'Ideal for Victorian and Georgian timber front doors',
        ],
      },
      {
        name: 'Deadbolts',
        description:
          'Keyed deadbolts add an extra locking point that cannot be slipped or pushed back without the key. We fit mortice and surface-mounted rim deadlocks to front doors, back doors, side gates and outbuildings.',
        features: [
          'Mortice deadbolts and surface-mounted rim deadlocks',
          'Key-operated on both sides or thumb-turn inside',
          'Hook-bolt deadlocks for sliding doors',
          'Reinforced keeps to spread the load into the frame',
        ],
        benefits: [
          'Adds a second, independent locking point',
          'Strengthens doors against kicking and levering',
          'Suits doors too thin for a full mortice lock',
          'A quick way to secure back and side doors',
        ],
      },
      {
        name: 'Smart Locks',
        description:
          'Keyless smart locks let you open the door with a phone, keypad code or fob and see who came and went. We fit retrofit models from brands such as Yale and Ultion to existing Euro cylinder and multipoint doors.',
        features: [
          'App, keypad, fob and fingerprint entry options',
          'Temporary digital keys for cleaners, guests and trades',
          'Entry log showing when the door was opened',
          'Mechanical key override on most models',
          'Works with most uPVC and composite multipoint doors',
        ],
        benefits: [
          'Fewer lockouts from lost or forgotten keys (keep the mechanical key or override for a flat battery or lost phone)',
          'Let people in remotely without handing over keys',
          'Useful for short lets, carers and busy households',
          'Can be paired with a BS3621 lock where your insurer asks for one',
        ],
      },
      {
        name: 'Euro Cylinders',
        description:
          'The Euro cylinder is the key-operated part of most uPVC and composite door locks, and a standard one can be snapped in seconds. We replace it with a 3-star TS007 anti-snap cylinder from makers such as Ultion, Avocet ABS, ERA or Yale, sized to sit flush with your handle.',
        features: [
          '3-star TS007 anti-snap cylinders',
          'Anti-snap, anti-bump, anti-pick and anti-drill protection',
          'Sized correctly on both sides to sit flush with the handle',
          'TS007 thumb-turn cylinders for quick exit from inside',
          'Keyed alike so one key opens front and back doors',
        ],
        benefits: [
          'Closes the weak point burglars target on uPVC doors',
          'Fitted in minutes without changing the whole lock',
          'Old keys stop working straight away',
          'Restricted key profiles available to stop unauthorised copies',
        ],
      },
      {
        name: 'Multipoint Locks',
        description:
          'Multipoint locks secure uPVC, composite and modern timber doors at several points along the frame with hooks, rollers and a central deadbolt, all driven by one gearbox. We repair, service and replace mechanisms from makers such as ERA, Winkhaus, Fullex, GU and Maco.',
        features: [
          'Hooks, rollers, shootbolts and a central deadbolt',
          'Gearbox-only replacement where the strip is sound',
          'Split-spindle and lever-operated versions',
          'Matched to your backset, centres and faceplate length',
        ],
        benefits: [
          'Locks the door along its full height',
          'Keeps the door tight against its seals',
          'Repaired or replaced in one visit in most cases',
          'Restores smooth locking when the handle has gone stiff',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: 'Fast Arrival, Day or Night',
        description:
          'We cover every part of Greater London and aim to reach you within 30 minutes (20–30 minutes on average), every day of the year.',
      },
      {
        title: 'British Standard Locks',
        description:
          'We fit BS3621 mortice deadlocks and 3-star TS007 anti-snap cylinders, so your doors are up to the standard many insurers expect.',
      },
      {
        title: 'Fixed Upfront Prices',
        description:
          'You get a fixed price before we start, with no hidden fees, and free quotes for planned lock upgrades.',
      },
      {
        title: 'Insured, with a Workmanship Guarantee',
        description: `Our certified, trained locksmiths are fully insured, our workmanship guarantee covers the fitting, and most products carry a manufacturer’s warranty of ${parts.min}–${parts.max} years.`,
      },
    ],
    faqs: [
      {
        question: 'What is a BS3621 lock and do I need one?',
        answer:
          'BS3621 is the British Standard for thief-resistant locks, and it is marked on the faceplate of compliant mortice deadlocks and night latches. Many home insurance policies require a BS3621 lock on every final exit door, especially on timber doors. We can check your existing locks and your policy wording and fit a compliant lock if you need one.',
      },
      {
        question: 'Is a Yale lock on its own enough to secure my front door?',
        answer:
          'A standard Yale-type night latch is convenient, but on its own it can often be slipped or forced and rarely satisfies insurers. We recommend adding a BS3621 five-lever mortice deadlock, or upgrading to a BS3621 deadlocking night latch. Together they give you a latch for everyday use and a deadlock for when the house is empty.',
      },
      {
        question: 'How can I tell if my Euro cylinder is anti-snap?',
        answer:
          'Look at the face of the cylinder next to the keyhole for a Kitemark and star symbols. Three stars means a TS007 3-star anti-snap cylinder, while one star should be protected by 2-star security handles. If there are no markings, or the cylinder sticks out well beyond the handle, it is worth replacing it.',
      },
      {
        question: 'How long does it take to fit a new door lock?',
        answer:
          'Most locks take 30–60 minutes each to fit, depending on the door and whether the frame needs new keeps. Swapping a Euro cylinder is usually much quicker. We tell you the time and the fixed price before we start.',
      },
      {
        question: 'How often should I replace my door locks?',
        answer:
          'We recommend replacing locks every 5–7 years, because internal parts wear and security standards move on. You should also change them straight away after moving home, losing keys or a break-in. Worn locks that are stiff or hard to turn are more likely to fail and leave you locked out.',
      },
      {
        question: 'Will a smart lock affect my home insurance?',
        answer:
          'Some policies name BS3621 locks on final exit doors, and not every smart lock is certified to that standard. Check your policy wording before you fit one. We can fit a smart lock alongside a BS3621 mortice deadlock so you keep the convenience and stay covered.',
      },
      {
        question: 'Can you come out straight away if my lock has broken?',
        answer:
          'Yes, we work 24/7 and aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London. If you are locked out we use non-destructive entry methods first. Most repairs take 30–45 minutes, and complex ones up to an hour.',
      },
    ],
    listing: [
      'Mortice Locks - BS3621 5-lever deadlocks of the kind home insurers often ask for',
      'Euro Cylinders - Anti-snap TS007 3-star cylinders for uPVC and composite doors',
      'Yale Locks - Night latches and deadlocking rim locks for timber front doors',
      'Multipoint Locks - Gearbox and full mechanism repairs for uPVC and composite doors',
      'Smart Locks - Keyless entry by app, keypad or fob with a mechanical key backup',
      'Deadbolts - Extra locking points for front, back and side doors',
      'Sashlocks - Handle-operated mortice locks for back and garden doors',
      'Lock Changes - Same-day lock replacement after lost keys, a move or a break-in',
    ],
    seo: {
      title: 'Door Locks London – BS3621 & Anti-Snap Lock Fitting',
      metaDescription:
        'BS3621 mortice locks, anti-snap Euro cylinders, night latches and multipoint locks fitted across London at fixed prices. We aim to reach you within 30 minutes.',
      keywords: [
        'door locks London',
        'BS3621 mortice lock fitting',
        'anti-snap euro cylinder London',
        'TS007 3 star cylinder',
        'night latch replacement',
        'multipoint lock repair London',
        'smart lock installation London',
        'lock change London',
      ],
    },
  },
  {
    slug: 'car-keys',
    title: 'Car Keys & Fobs',
    icon: 'car',
    description:
      'Replacement transponder keys, remote keys and keyless fobs, cut and programmed at your car anywhere in London. Basic blade keys cut on site start from £50 including VAT, and our work is typically 30–50% less than a dealership.',
    overview: [
      "Modern car keys are far more than a piece of cut metal. Most contain a transponder chip that talks to the car's immobiliser, and many add remote central locking or keyless proximity entry and start. If the car does not recognise the chip, it will not start, however well the blade is cut.",
      "Main dealers often charge £200–£500 or more for a replacement key and may need to order one in, leaving you without the car. We come to you instead, cut the blade and program the new key or fob through the car's OBD diagnostic port on-site, usually in 30–60 minutes. Our prices are typically 30–50% lower than a dealership, and on some keys the saving against main dealer prices reaches 70%.",
      "Whether you need a spare, have lost every key, or have snapped a key in the ignition, our trained auto locksmiths work 24/7 across Greater London and aim to reach you within 30 minutes. When keys are lost or stolen we can remove them from the car's memory so they no longer start the engine. You get a fixed price upfront, with no hidden fees.",
    ],
    products: [
      {
        name: 'Transponder Keys',
        description:
          'Transponder keys carry a small chip that the immobiliser must recognise before the engine will start. We cut the blade and program a new chip to your car on-site.',
        features: [
          "Blade cut to your car's locks and ignition",
          'Chip programmed to the immobiliser on-site',
          'Fixed-chip and crypto transponder types',
          "Lost keys removed from the car's memory",
        ],
        benefits: [
          'Back on the road without a dealership wait',
          'Lost or stolen keys can no longer start your car',
          'Typically 30–50% cheaper than a main dealer',
          'Programming usually takes 30–60 minutes',
        ],
      },
      {
        name: 'Remote Car Keys',
        description:
          'Remote keys combine a cut or flip blade with buttons for central locking. We supply, cut and pair replacement remotes, and fit new cases when the buttons or shell have worn out.',
        features: [
          'Flip and fixed-blade remote keys',
          'Remote buttons paired to the central locking',
          'Replacement cases and buttons for worn keys',
          'Battery changes and remote diagnostics',
        ],
        benefits: [
          'Central locking working again from the key',
          'A worn key refreshed without buying a whole new one',
          'No need to tow the car to a dealer',
          'Fixed price agreed before we start',
        ],
      },
      {
        name: 'Key Fobs',
        description:
          'Proximity and keyless fobs let you unlock and start the car without taking the key out of your pocket. We supply and program replacement smart fobs for keyless entry and push-button start.',
        features: [
          'Proximity fobs for keyless entry and start',
          'Emergency blade cut for the door lock',
          'Programmed through the OBD port on-site',
          'Replacement fob cases and batteries',
        ],
        benefits: [
          'Keyless entry and push-button start restored',
          'Typically 30–50% cheaper than a dealership',
          "Old fobs can be removed from the car's memory",
          'Advice on protecting keyless cars from relay theft',
        ],
      },
      {
        name: 'Spare Car Keys',
        description:
          'A spare key costs far less to make while you still have a working one than after the last key is lost. We copy and program spares for most popular makes and models at your home or workplace.',
        features: [
          'Copies of transponder, remote and proximity keys',
          'Cut and programmed at your car',
          'Basic blade keys cut on site from £50, VAT included',
          'Second and third keys for family or drivers',
        ],
        benefits: [
          'Avoids the cost of an all-keys-lost replacement',
          'A spare ready if a key breaks or goes missing',
          'Handy for households with more than one driver',
          'Done in one visit, with no dealership booking',
        ],
      },
      {
        name: 'Key Programming',
        description:
          "Programming pairs a key's chip and remote with the car through its OBD diagnostic port. We program new and second-hand keys on-site, usually in 30–60 minutes.",
        features: [
          'On-site programming through the OBD port',
          'Immobiliser and remote locking paired together',
          'Lost or stolen keys deleted from the car',
          'Works for most popular makes and models',
        ],
        benefits: [
          'No tow truck or trip to the dealer',
          'Only the keys you hold will start the car',
          'Usually finished within an hour',
          'Typically 30–50% less than a main dealer',
        ],
      },
      {
        name: 'Broken Key Extraction',
        description:
          'A key snapped in the ignition, door or boot lock needs careful removal so the lock is not damaged. We extract the broken piece with specialist tools and can cut a working replacement on the spot.',
        features: [
          'Extraction from ignition barrels, doors and boot locks',
          'Specialist tools that avoid damaging the lock',
          'Replacement key cut from the pieces or by code',
          'Ignition and lock repairs if wear caused the break',
        ],
        benefits: [
          'Car usable again the same day',
          'No forced locks or costly new ignition',
          'A new key ready before we leave',
          '24/7 help wherever the key broke',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: 'Keys Made at Your Car',
        description:
          'We cut and program keys where the car is parked, at home, at work or at the roadside, so there is no need for a tow or a trip to the dealer.',
      },
      {
        title: 'Less Than the Dealer',
        description:
          'Basic blade keys (non-chipped, cut on site) start from £50 including VAT, and replacements are typically 30–50% cheaper than a dealership, where a new key can cost £200–£500 or more.',
      },
      {
        title: 'Day and Night Callouts',
        description:
          'Lost keys and lockouts do not wait for office hours, so we work 24/7 and aim to reach you within 30 minutes anywhere in Greater London.',
      },
      {
        title: 'Trained Auto Locksmiths',
        description:
          'Our certified, insured auto locksmiths use non-destructive entry methods, with a fixed price agreed upfront and our workmanship guarantee on the job.',
      },
    ],
    faqs: [
      {
        question: 'How much does a replacement car key cost?',
        answer:
          'A basic car key, a non-chipped blade key cut on site, costs from £50 in total, VAT included; transponder keys, remote keys and keyless fobs cost more depending on the make and model. Our prices are typically 30–50% lower than a dealership, where replacement keys often cost £200–£500 or more. We give you a fixed price before any work starts.',
      },
      {
        question: 'Can you make a new key if I have lost all my car keys?',
        answer:
          'For most makes and models, yes: we can cut and program a new key on site from the car itself, without the original, and remove the lost keys from the immobiliser memory so they can no longer start the car. Some recent models, German and premium makes among them, keep their key data online with the manufacturer and need the dealer; we tell you before any work or charge. Before we start we ask for photo ID and the V5C showing you as the registered keeper (or the new-keeper slip), and for a finance, lease or company car the owner’s authority.',
      },
      {
        question: 'How long does car key programming take?',
        answer:
          'Programming a transponder key or fob usually takes 30–60 minutes once we are at your car. Cutting the blade usually adds 5–10 minutes. We aim to reach you within 30 minutes anywhere in Greater London.',
      },
      {
        question: 'Do I need to take my car to a garage or dealer?',
        answer:
          "No, we bring the cutting and programming equipment to wherever the car is parked. Keys are programmed through the car's OBD diagnostic port on-site. That saves you a tow, a dealer booking and time without the car.",
      },
      {
        question: 'What is the difference between a transponder key and a key fob?',
        answer:
          'A transponder key has a chip in its head that the immobiliser reads when you turn the key in the ignition. A keyless fob, or proximity key, lets you unlock and start the car without using a blade at all. Many keys combine a transponder, a remote and a blade in one unit.',
      },
      {
        question: 'Can you get me back into my car if the keys are locked inside?',
        answer:
          'Yes, our auto locksmiths open locked cars using non-destructive entry methods, so there is no broken glass or damaged door. We work 24/7 and aim to reach you within 30 minutes (20–30 minutes on average). If the keys are lost rather than locked in, we can make a new one on the spot.',
      },
      {
        question: 'My key has snapped in the ignition. What should I do?',
        answer:
          'Do not try to dig the broken piece out, as this can push it further in or damage the ignition barrel. Call us and we will extract it with specialist tools. We can then cut a working key from the broken pieces or by code and program it if needed.',
      },
    ],
    listing: [
      'Transponder Keys - Chipped keys cut and programmed to your immobiliser on-site',
      'Key Fobs - Proximity and keyless entry fobs supplied and programmed',
      'Remote Car Keys - Flip and remote keys with central locking paired',
      'Spare Car Keys - Basic blade keys from £50 inc. VAT, typically 30–50% less than a dealer',
      'Key Programming - OBD programming at your car in 30–60 minutes',
      'Broken Key Extraction - Snapped keys removed from ignitions and door locks',
      'Car Lockouts - Non-destructive entry when keys are locked in the car',
      'Lost Car Keys - All-keys-lost replacement with old keys deleted from the car',
    ],
    seo: {
      title: 'Car Keys & Fobs London – Replacement & Programming',
      metaDescription:
        'Car keys and fobs cut and programmed at your car in London. Blade keys from £50 inc. VAT; typically 30–50% less than a dealer.',
      keywords: [
        'car keys London',
        'replacement car key London',
        'car key programming London',
        'transponder key replacement',
        'lost car keys London',
        'car key fob replacement',
        'spare car key cutting',
        'auto locksmith London',
      ],
    },
  },
  {
    slug: 'security-systems',
    title: 'Security Systems',
    icon: 'camera',
    description:
      'CCTV with remote viewing, intruder alarms, access control and video intercoms for London homes, flats and businesses. Every installation starts with a free security survey and a fixed quote.',
    overview: [
      'Good locks stop a burglar getting in, and a well-planned security system helps deter them from trying and shows you what is happening when you are away. We design and install CCTV with remote viewing on your phone, intruder alarms, access control and video intercoms, and link them together where that helps. Each system is planned around the property rather than sold as a standard package.',
      'A terraced house in Islington, a mansion block in Kensington, a row of shops and a busy open-plan office all need different things. Homeowners usually want cameras on the front door and garden plus an alarm they can set from an app, while landlords, HMOs and managing agents often need fob entry and video intercoms for shared front doors. Shops and offices tend to combine CCTV, keypad or card access and an intruder alarm covering stock rooms and back doors.',
      'We start with a free security survey, explain the options in plain English and give you a fixed quote with no hidden fees. Our certified, insured engineers fit the equipment neatly, show you how to use it and set up the apps on your phone. Once the system is running we can maintain it, so cameras stay clear, batteries stay charged and alarms keep working when you need them.',
    ],
    products: [
      {
        name: 'CCTV Systems',
        description:
          "High-definition CCTV with recording and live remote viewing on your phone, tablet or computer. We position cameras to cover entrances and vulnerable areas while respecting neighbours' privacy.",
        features: [
          'HD cameras with infrared night vision',
          'Live and recorded footage on your phone',
          'Motion alerts sent to the app',
          'Network video recorder with local storage',
          'Indoor, outdoor and vandal-resistant cameras',
        ],
        benefits: [
          'Check on your home or business from anywhere',
          'Visible cameras help deter intruders',
          'Clear footage to share with police and insurers',
          'Positioned with data protection rules in mind',
        ],
      },
      {
        name: 'Alarm Systems',
        description:
          'Wired and wireless intruder alarms with sensors on doors, windows and rooms, controlled from a keypad, fob or app. Choose an audible bells-only system or one that sends alerts to your phone.',
        features: [
          'Wired and wireless intruder alarm systems',
          'Motion sensors and door and window contacts',
          'External sounder with strobe',
          'Keypad, fob and app control',
          'Part-set modes for night-time and pets',
        ],
        benefits: [
          'Alerts you the moment someone gets in',
          'A visible siren box helps deter burglars',
          'Set and unset from your phone',
          'Wireless options avoid lifting floors in period homes',
        ],
      },
      {
        name: 'Access Control',
        description:
          'Door entry controlled by fobs, cards, keypads or phone credentials instead of keys. Ideal for offices, shared entrances, HMOs and staff-only areas.',
        features: [
          'Fob, proximity card and keypad readers',
          'Electric strikes and magnetic locks',
          'Exit buttons and fail-safe release',
          'Access times set per user or group',
          'Entry logs showing who used which door',
        ],
        benefits: [
          'Lost fobs are cancelled instead of changing locks',
          'Staff and tenants only reach the areas they need',
          'A clear record of who came and went',
          'No more cutting and chasing keys',
        ],
      },
      {
        name: 'Intercom Systems',
        description:
          'Audio and video intercoms that let you see and speak to visitors before releasing the door. We fit single-door systems for houses and multi-button panels for flats and mansion blocks.',
        features: [
          'Audio and video door entry',
          'Multi-button panels for blocks of flats',
          'Remote door release from the handset',
          'App-based answering when you are out',
          'Upgrades for old or failing intercoms',
        ],
        benefits: [
          'See who is at the door before you open it',
          'Let deliveries and visitors in from upstairs',
          'Safer shared entrances for residents',
          'Answer the door from your phone',
        ],
      },
      {
        name: 'Smart Home Integration',
        description:
          'We connect smart locks, cameras, video doorbells and alarms so you can manage them from one app. Voice control and automated routines are available where your devices support them.',
        features: [
          'Smart locks, cameras and alarms in one app',
          'Video doorbells linked to your door lock',
          'Voice assistant compatibility where supported',
          'Automated routines such as arming the alarm as you lock up',
        ],
        benefits: [
          'Check and lock up from anywhere',
          'Fewer apps and fewer passwords',
          'Let trusted people in remotely',
          'Security that fits around your routine',
        ],
      },
      {
        name: 'Security System Maintenance',
        description:
          'Regular servicing keeps cameras, alarms, access control and intercoms working properly. We also repair and take over systems that another installer fitted.',
        features: [
          'Alarm sensor, battery and sounder tests',
          'Camera cleaning, realignment and recording checks',
          'Firmware and app updates',
          'Fault finding and repairs',
          'Takeover of existing systems',
        ],
        benefits: [
          'Fewer false alarms and failed recordings',
          'Systems that work when you need them',
          'Problems found before they leave you exposed',
          'One point of contact for every device',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: 'Free Security Survey',
        description:
          'We visit, look at how the property is used and how someone might try to get in, then recommend only what you need.',
      },
      {
        title: 'Designed for Your Property',
        description:
          'From period terraces to mansion blocks, shops and offices, each system is planned around your building, your routine and your budget.',
      },
      {
        title: 'Tidy, Insured Installation',
        description:
          'Our certified engineers fit equipment neatly, clear up afterwards and are fully insured, and the installation carries our workmanship guarantee.',
      },
      {
        title: 'Locks and Systems Together',
        description:
          'Because we are locksmiths as well as installers, your doors, locks, cameras and access control are covered by one team.',
      },
    ],
    faqs: [
      {
        question: 'Can I watch my CCTV on my phone?',
        answer:
          'Yes, the systems we fit include remote viewing, so you can see live and recorded footage on your phone, tablet or computer. We set up the app for you before we leave. You can also get motion alerts when a camera picks something up.',
      },
      {
        question: 'Are there rules about pointing CCTV at the street or my neighbours?',
        answer:
          "If your cameras capture areas beyond your own property, such as the street or a neighbour's garden, data protection law applies and the Information Commissioner's Office publishes guidance on what you must do. We position cameras to cover your property and limit what they see beyond it. We will also explain the signage and privacy steps that apply.",
      },
      {
        question: 'Should I choose a wired or wireless alarm?',
        answer:
          'Wired alarms suit new builds and full refurbishments, where cables can be hidden before decorating. Wireless alarms are quicker to fit and avoid lifting floorboards or chasing walls, which makes them popular in Victorian and Georgian homes. We will recommend the right option during your free survey.',
      },
      {
        question: 'Can you add access control to an existing door?',
        answer:
          'In most cases, yes. We fit a reader, an electric strike or magnetic lock and an exit button to the existing door and frame, and check the door closes reliably. If the door or frame is not up to it, we will tell you before quoting.',
      },
      {
        question: 'Can you replace the old intercom in our block of flats?',
        answer:
          'Yes, we upgrade old audio intercoms to modern audio or video systems for houses, flats and mansion blocks. Where possible we reuse existing cabling to reduce disruption for residents. We can also add fob access to the main entrance at the same time.',
      },
      {
        question: 'How often should a security system be serviced?',
        answer:
          'We recommend a service at least once a year, and some insurers expect alarms to be maintained regularly. A service includes testing sensors and batteries, cleaning and realigning cameras and checking recordings and updates. We can look after systems fitted by other installers too.',
      },
      {
        question: 'How much does a security system cost?',
        answer:
          'It depends on the size of the property and what you need, so we start with a free security survey. You then get a fixed quote with no hidden fees. We will never pad a system with equipment you do not need.',
      },
    ],
    listing: [
      'CCTV Systems - HD cameras with night vision and remote viewing on your phone',
      'Alarm Systems - Wired and wireless intruder alarms with app control',
      'Access Control - Fob, card and keypad entry for offices and shared doors',
      'Intercom Systems - Audio and video door entry for houses and flats',
      'Smart Home Integration - Locks, cameras and alarms managed from one app',
      'Maintenance - Servicing and repairs for cameras, alarms and intercoms',
      'Video Doorbells - See and speak to visitors from anywhere',
      'Security Surveys - Free on-site assessment and fixed quote',
    ],
    seo: {
      title: 'Security Systems London – CCTV, Alarms & Access Control',
      metaDescription:
        'CCTV with remote viewing, intruder alarms, access control and video intercoms for London homes, flats and businesses. Free security survey and fixed quote.',
      keywords: [
        'security systems London',
        'CCTV installation London',
        'burglar alarm installation London',
        'access control systems London',
        'video intercom for flats',
        'door entry systems London',
        'smart home security London',
        'CCTV maintenance London',
      ],
    },
  },
  {
    slug: 'safes',
    title: 'Safes',
    icon: 'safe',
    description:
      "Home, commercial and fire safes supplied, bolted down and maintained across London, plus emergency safe opening when the code or key is lost. We help you match the safe's rating to what you need to protect.",
    overview: [
      'A safe is only as good as its rating and the way it is fitted. Security safes carry a cash rating that tells your insurer how much cash, and usually a larger amount in valuables, can be kept inside overnight. Fire safes are rated by how long they protect paper, or more sensitive data media, from heat. We help you choose a safe that matches both your contents and your insurance.',
      'Even a heavy safe can be carried away if it is not anchored, and most cash ratings assume the safe is fixed as the manufacturer specifies. We bolt safes down into concrete floors or solid masonry walls, fit underfloor safes where the construction allows, and choose a discreet position that is hard to reach with tools. In a Victorian or Georgian house with suspended timber floors, we will advise on the best wall or floor to use.',
      'If you have forgotten a combination, lost a key or the electronic lock has failed, our safe engineers can open it using non-destructive methods wherever possible. We also change combinations, replace locks and repair hinges and bolts for homes, shops, offices and hotels. Every job comes with a fixed upfront price, and we are available 24/7 across Greater London.',
    ],
    products: [
      {
        name: 'Home Safes',
        description:
          'Compact, cash-rated safes for jewellery, passports, documents and cash at home. Supplied and bolted down in a discreet spot such as a wardrobe, cupboard or under the floor.',
        features: [
          'Cash-rated models to suit your contents',
          'Key, combination and digital locks',
          'Pre-drilled for bolting to floor or wall',
          'Wardrobe, cupboard and underfloor options',
        ],
        benefits: [
          'Valuables and documents kept out of sight',
          "Helps meet your insurer's requirements",
          'Hard to remove once anchored',
          'Peace of mind when you are away',
        ],
      },
      {
        name: 'Commercial Safes',
        description:
          'Higher-graded safes for shops, offices, restaurants and hotels, including deposit safes for takings. Chosen to match the cash rating your business insurance requires.',
        features: [
          'Higher cash ratings for business takings',
          'Deposit safes with drop slots for staff',
          'Time-delay and dual-code locks on suitable models',
          'Key-locking and electronic options',
        ],
        benefits: [
          'Takings stored securely between banking',
          'Staff can deposit cash without opening the safe',
          'Ratings matched to your insurance cover',
          'Reduces the risk and impact of a break-in',
        ],
      },
      {
        name: 'Fire Safes',
        description:
          'Fire-resistant safes that protect paper documents or data media for a tested period in a fire. We explain the difference between paper and data ratings so you buy the right one.',
        features: [
          'Fire ratings for paper documents',
          'Data-rated safes for drives and media',
          'Combined fire and security models',
          'Range of sizes from document boxes to cabinets',
        ],
        benefits: [
          'Deeds, passports and certificates protected',
          'Business records survive a fire',
          'Combined models protect against theft too',
          'Clear advice on which rating you need',
        ],
      },
      {
        name: 'Safe Opening Services',
        description:
          'Lost keys, forgotten combinations and failed electronic locks dealt with by trained safe engineers. We use non-destructive methods first and only drill as a last resort, repairing the safe afterwards.',
        features: [
          'Non-destructive opening methods first',
          'Electronic lock faults and flat batteries',
          'Lost keys and forgotten combinations',
          'Lock replacement or repair after opening',
        ],
        benefits: [
          'Your safe stays usable after opening',
          '24/7 help, including urgent business safes',
          'Discreet service for homes and businesses',
          'Fixed price agreed before we start',
        ],
      },
      {
        name: 'Safe Installation',
        description:
          "Professional positioning and bolt-down fitting into concrete or solid masonry using the manufacturer's fixings. We also fit underfloor safes set into concrete floors.",
        features: [
          'Bolt-down fitting to floors and walls',
          'Underfloor safes set into concrete',
          'Discreet positioning advice',
          'Handling of heavy safes into homes and businesses',
        ],
        benefits: [
          'Fitted the way insurers and manufacturers expect',
          'Much harder for thieves to remove',
          'Careful handling to protect floors and doorways',
          'Ready to use when we leave',
        ],
      },
      {
        name: 'Safe Maintenance & Repair',
        description:
          'Servicing and repairs that keep the lock, bolts and hinges working smoothly. Includes combination changes and upgrades from key locks to digital locks.',
        features: [
          'Combination and code changes',
          'Key lock to digital lock upgrades',
          'Bolt work, hinge and handle repairs',
          'Battery and keypad replacement',
          'Lubrication and mechanism checks',
        ],
        benefits: [
          'Avoids being locked out of your own safe',
          'Codes changed when staff leave',
          'Extends the life of an expensive safe',
          'Faults fixed before they become lockouts',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: 'The Right Rating',
        description:
          'We match cash and fire ratings to what you keep and what your insurer expects, so you do not pay for more safe than you need.',
      },
      {
        title: 'Properly Bolted Down',
        description:
          'Every safe we install is anchored to the floor or wall using the correct fixings for your building.',
      },
      {
        title: 'Careful Safe Opening',
        description:
          'Our trained engineers use non-destructive methods wherever possible, so you keep a working safe afterwards.',
      },
      {
        title: 'Discreet 24/7 Service',
        description:
          'We aim to reach you within 30 minutes anywhere in Greater London, day or night, and work discreetly for a fixed upfront price.',
      },
    ],
    faqs: [
      {
        question: "What does a safe's cash rating mean?",
        answer:
          'The cash rating is the amount of cash an insurer will usually cover when it is kept in that safe overnight. Valuables such as jewellery are normally covered to a higher figure than cash. Insurers set their own limits, so check your policy and we will help you pick a safe to match.',
      },
      {
        question: 'Does my safe need to be bolted down?',
        answer:
          'Yes, almost always. Most cash ratings assume the safe is anchored as the manufacturer specifies, and an unfixed safe can simply be carried away. We bolt safes into concrete floors or solid masonry walls using the correct fixings.',
      },
      {
        question: 'What is the difference between a fire safe and a security safe?',
        answer:
          'A security safe is built to resist attack and carries a cash rating, while a fire safe is built to keep its contents below a safe temperature for a tested time. Many security safes offer little fire protection, and many fire safes offer little security. Combined models do both, and we can help you decide which you need.',
      },
      {
        question: 'Can you open my safe if I have forgotten the code?',
        answer:
          'Yes, our safe engineers open safes with lost keys, forgotten combinations and failed electronic locks. We use non-destructive methods first and only drill as a last resort. We will ask for proof that the safe and its contents are yours.',
      },
      {
        question: 'Will opening my safe damage it?',
        answer:
          'In many cases the safe can be opened without any damage and used again straight away. If drilling is unavoidable, we repair the safe and replace the lock where needed so it remains secure. We explain the approach and fix the price before we start.',
      },
      {
        question: 'Can you fit a safe in a house with timber floors?',
        answer:
          'Yes, though a suspended timber floor is not a secure anchor on its own. We usually fix the safe to a solid masonry wall instead, or to a concrete floor on the ground level. We assess this during your free survey.',
      },
      {
        question: 'Can you change the combination on my safe?',
        answer:
          'Yes, we change codes and combinations, and we can upgrade a key lock to a digital lock on many safes. Businesses often change codes when staff leave. It is a quick job and we give a fixed price upfront.',
      },
    ],
    listing: [
      'Home Safes - Cash-rated safes for jewellery, passports and documents',
      'Commercial Safes - Higher-rated and deposit safes for shops and offices',
      'Fire Safes - Protection for documents and data media in a fire',
      'Safe Opening - Non-destructive opening for lost keys and codes',
      'Safe Installation - Bolt-down fitting to concrete floors and masonry walls',
      'Safe Repairs - Lock, bolt and hinge repairs and combination changes',
      'Underfloor Safes - Concealed safes set into concrete floors',
      'Digital Lock Upgrades - Keypad locks fitted to existing safes',
    ],
    seo: {
      title: 'Safes London – Supply, Bolt-Down Fitting & Safe Opening',
      metaDescription:
        'Home, commercial and fire safes supplied and bolted down across London, plus 24/7 safe opening for lost keys and codes. Fixed upfront prices.',
      keywords: [
        'safes London',
        'safe installation London',
        'safe opening London',
        'home safes London',
        'fire safe London',
        'commercial safes London',
        'safe locksmith London',
        'safe combination change',
      ],
    },
  },
  {
    slug: 'upvc-specialists',
    title: 'uPVC Door Specialists',
    icon: 'home',
    description:
      'Repairs and upgrades for uPVC and composite doors, from failed multipoint gearboxes and snapped cylinders to dropped doors and worn handles. Available 24/7 across London with fixed upfront prices.',
    overview: [
      'Most uPVC and composite doors in London lock with a multipoint mechanism: lift the handle and hooks, rollers or bolts engage the frame at several points, then the key turns to lock a central deadbolt. It is a secure system, but everything depends on a gearbox behind the handle and on the door sitting square in its frame. When either goes wrong, the handle goes floppy, the key sticks or the door will not lock at all.',
      'We diagnose the cause before replacing anything. A door that has dropped on its hinges often only needs adjusting, and a failed gearbox can often be replaced on its own rather than the whole mechanism. When a full replacement is needed, we match the backset, centres and faceplate length so the new lock fits your existing door.',
      'We also fix the best-known weak point on these doors, the Euro cylinder. A standard cylinder can be snapped in seconds, so we upgrade to 3-star TS007 anti-snap cylinders, or a 1-star cylinder with 2-star security handles, sized to sit flush with the handle. Most repairs take 30–45 minutes, and we recommend having a uPVC door adjusted every 2–3 years to keep the mechanism healthy.',
    ],
    products: [
      {
        name: 'Multipoint Lock Repair',
        description:
          'Repairs for multipoint locks that have stopped engaging, stuck half-locked or lost their handle action. We replace the failed gearbox, hooks or rollers where possible rather than the whole strip.',
        features: [
          'Gearbox replacement for floppy or stiff handles',
          'Hook, roller and shootbolt repairs',
          'Repairs to doors stuck in the locked position',
          'Keeps and strike plates realigned',
        ],
        benefits: [
          'Often cheaper than a full replacement',
          'Most repairs done in 30–45 minutes',
          'Door locks smoothly along its full height',
          'Fixed price before we start',
        ],
      },
      {
        name: 'Euro Cylinder Replacement',
        description:
          'Replacement Euro cylinders for uPVC and composite doors, upgraded to 3-star TS007 anti-snap protection. Sized correctly so the cylinder sits flush with the handle.',
        features: [
          '3-star TS007 anti-snap cylinders',
          'Measured and sized for each door',
          'TS007 thumb-turn and keyed-alike options',
          'Restricted key options available',
        ],
        benefits: [
          'Protects against lock snapping',
          'Old keys stop working straight away',
          'One key for front and back doors',
          'Quick swap without replacing the lock',
        ],
      },
      {
        name: 'Handle Replacement',
        description:
          "Replacement handles for worn, drooping or broken uPVC door handles, including 2-star security handles with cylinder guards. Matched to your door's spindle and screw centres.",
        features: [
          'Lever-lever and lever-pad handles',
          'Sprung handles to suit your gearbox',
          '2-star security handles with cylinder guards',
          'Colours and finishes to match your door',
        ],
        benefits: [
          'Handle returns level and feels firm again',
          'Added anti-snap protection for the cylinder',
          'Correct fit first time',
          'A fresher look for the front door',
        ],
      },
      {
        name: 'Door Adjustment',
        description:
          'Hinge and keep adjustment for uPVC and composite doors that have dropped, catch on the frame or need force to lock. We recommend an adjustment every 2–3 years.',
        features: [
          'Hinge adjustment for dropped doors',
          'Keep and striker realignment',
          'Seal and compression checks',
          'Lubrication of the locking mechanism',
        ],
        benefits: [
          'Door opens, closes and locks easily',
          'Less strain on the gearbox and handle',
          'Fewer draughts and rattles',
          'Helps avoid a costly mechanism failure',
        ],
      },
      {
        name: 'Mechanism Replacement',
        description:
          'Complete multipoint mechanism replacement when the lock is worn out, damaged or discontinued. We match or adapt a replacement so it fits your existing door.',
        features: [
          'Full multipoint strips replaced',
          'Matched backset, centres and faceplate length',
          'Replacements for discontinued mechanisms',
          'Mechanisms from makers such as ERA, Winkhaus and Fullex',
        ],
        benefits: [
          'No need to replace the whole door',
          'Restores full security after a failure',
          'New mechanism with a manufacturer warranty',
          'Fitted and tested in one visit where possible',
        ],
      },
      {
        name: 'Emergency Repairs',
        description:
          '24/7 callouts for uPVC and composite doors that will not lock, will not open or have been damaged in a break-in. We aim to reach you within 30 minutes and leave the door secure.',
        features: [
          'Doors stuck shut or unable to lock',
          'Break-in and attempted snapping damage',
          'Non-destructive entry where possible',
          'Temporary securing until parts are fitted',
        ],
        benefits: [
          'Your home or business secure the same night',
          'We aim to reach you within 30 minutes across London',
          'No forced entry unless it is the only option',
          'Fixed price agreed upfront',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: 'Repair Before Replace',
        description:
          'We find the actual fault first, so you only pay for a new gearbox or mechanism when the door really needs one.',
      },
      {
        title: 'Anti-Snap Upgrades',
        description:
          'We fit 3-star TS007 cylinders, or 1-star cylinders with 2-star handles, sized to sit flush with your door furniture.',
      },
      {
        title: 'uPVC and Composite Doors',
        description:
          'We work on uPVC, composite and modern timber doors with multipoint locks, including older and discontinued mechanisms.',
      },
      {
        title: 'Fixed Prices, Workmanship Guarantee',
        description:
          'You get a fixed price upfront with no hidden fees, and every repair by our insured locksmiths carries our workmanship guarantee.',
      },
    ],
    faqs: [
      {
        question: 'Why has my uPVC door handle gone floppy?',
        answer:
          'A handle that drops or feels loose usually means a broken spring in the handle or a failed gearbox in the multipoint lock. If the handle no longer lifts the hooks, it is most likely the gearbox. We can usually replace the gearbox on its own without changing the whole mechanism.',
      },
      {
        question: "Why won't my key turn in my uPVC door?",
        answer:
          'Often the door has dropped or moved, so the hooks and bolts no longer line up with the keeps in the frame. It can also be a worn cylinder or a failing gearbox. Do not force the key, as that can snap it or break the mechanism, and call us to diagnose it.',
      },
      {
        question: 'What is lock snapping and is my door at risk?',
        answer:
          'Lock snapping is a burglary method where a standard Euro cylinder is snapped at its weak point to open the lock in seconds. Doors with an unmarked cylinder sticking out beyond the handle are most at risk. A 3-star TS007 anti-snap cylinder, or a 1-star cylinder with 2-star handles, protects against it.',
      },
      {
        question: 'How often should a uPVC door be adjusted?',
        answer:
          'We recommend an adjustment every 2–3 years, or sooner if the door catches or needs force to lock. Doors move with the seasons and settle on their hinges over time. A small adjustment now can prevent a broken gearbox later.',
      },
      {
        question: 'Can you repair my door or does the whole lock need replacing?',
        answer:
          'Many faults can be fixed by adjusting the door or replacing a single part such as the gearbox, cylinder or handle. A full mechanism replacement is only needed when the lock is badly worn or damaged. We explain the options and the fixed price before doing any work.',
      },
      {
        question: 'Do you work on composite doors as well as uPVC?',
        answer:
          'Yes, composite doors use the same types of multipoint locks, cylinders and handles as uPVC doors. We repair, adjust and upgrade both. We also work on modern timber doors fitted with multipoint locks.',
      },
      {
        question: 'My uPVC door is stuck locked. Can you get it open without damage?',
        answer:
          'Yes, in most cases we can open a jammed multipoint door using non-destructive methods. We then repair or replace the failed part so the door locks properly again. We work 24/7 and aim to reach you within 30 minutes (20–30 minutes on average).',
      },
    ],
    listing: [
      'Multipoint Lock Repair - Gearbox, hook and roller repairs for uPVC doors',
      'Euro Cylinder Replacement - Anti-snap 3-star TS007 cylinder upgrades',
      'Door Adjustment - Hinge and keep adjustment for dropped or stiff doors',
      'Emergency Repairs - 24/7 help for uPVC doors that will not lock or open',
      'Handle Replacement - Sprung handles and 2-star security handles',
      'Mechanism Replacement - Full multipoint strips matched to your door',
      'Composite Doors - Lock repairs and upgrades for composite doors',
      'Gearbox Replacement - New gearboxes for floppy or stiff handles',
    ],
    seo: {
      title: 'uPVC Door Lock Repairs London – Multipoint Specialists',
      metaDescription:
        'uPVC and composite door lock repairs in London: multipoint gearboxes, anti-snap cylinders, handles and door adjustment. 24/7, fixed upfront prices.',
      keywords: [
        'uPVC door lock repair London',
        'multipoint lock repair',
        'uPVC door gearbox replacement',
        'anti-snap cylinder upgrade',
        'uPVC door handle replacement',
        'uPVC door adjustment London',
        'composite door lock repair',
        "uPVC door won't lock",
      ],
    },
  },
  {
    slug: 'specialized-services',
    title: 'Specialized Services',
    icon: 'tools',
    description:
      'Emergency boarding up, window and garage door locks, master key systems, restricted keys and full lock security upgrades for London homes, landlords and businesses. Every upgrade starts with a free security survey.',
    overview: [
      'Not every security job is a front door lock. After a break-in you may need a broken window or door boarded up in the middle of the night, and a landlord with an HMO or a block of flats may need one key system that works for every door in the building. These jobs need the same skills as everyday locksmithing, applied with more planning.',
      'Our specialised services cover emergency boarding up, key-operated window locks, garage door locks, master key systems, restricted key systems and whole-property security upgrades. They suit Victorian and Georgian houses with sash windows and garden doors, purpose-built flats, HMOs, shops, offices and mixed-use buildings with several tenants. Where insurers set conditions, such as BS3621 locks on final exit doors or key-operated locks on accessible windows, we will help you meet them.',
      `We start with a free security survey and a fixed quote with no hidden fees. Emergency work such as boarding up is available 24/7, and we aim to reach you within 30 minutes anywhere in Greater London. We have ${yearsInBusiness} years' experience as a firm, and our certified, insured locksmiths' work carries our workmanship guarantee.`,
    ],
    products: [
      {
        name: 'Emergency Boarding Up',
        description:
          'Fast boarding up of broken doors, windows and shopfronts after a break-in, accident or storm damage. We make the property secure until permanent repairs or glazing can be arranged.',
        features: [
          '24/7 boarding up for homes and businesses',
          'Doors, windows and shopfronts secured',
          'Damaged locks made safe or replaced',
          'Broken glass cleared from the opening',
        ],
        benefits: [
          'Property secured the same night',
          'Keeps weather and intruders out',
          "Helps you meet your insurer's security conditions",
          'One call for boarding and new locks',
        ],
      },
      {
        name: 'Window Locks',
        description:
          'Key-operated locks for uPVC, timber casement and sash windows, including the sash windows common in Victorian and Georgian London homes. Many insurers expect locks on accessible windows.',
        features: [
          'Locking handles for uPVC windows',
          'Sash window locks and sash stops',
          'Casement locks for timber windows',
          'Keyed alike to cut down on keys',
        ],
        benefits: [
          'Ground-floor and accessible windows secured',
          'Sash stops allow ventilation with security',
          'Helps meet common insurance conditions',
          'Quick to fit with minimal disruption',
        ],
      },
      {
        name: 'Garage Door Locks',
        description:
          'Locks and security upgrades for up-and-over, side-hinged and roller garage doors, plus the side doors into garages. Ideal for protecting tools, bikes and vehicles.',
        features: [
          'Replacement up-and-over door handles and locks',
          'Ground-mounted garage door defenders',
          'Side-hinged and side door locks',
          'Padlocks, hasps and locking bars',
        ],
        benefits: [
          'Garage protected against prising and forcing',
          'Bikes, tools and vehicles kept safe',
          'Old or lost garage keys replaced',
          'Visible deterrent to opportunist thieves',
        ],
      },
      {
        name: 'Master Key Systems',
        description:
          "Planned key systems where each person's key opens only the doors they need, while a master key opens them all. Ideal for offices, HMOs, mansion blocks and managed buildings.",
        features: [
          'Master, sub-master and individual keys',
          'Planned around your building and staff',
          'Works with Euro, rim and mortice cylinders',
          'Key register to track who holds what',
        ],
        benefits: [
          'One key for managers, limited keys for others',
          'Fewer keys to carry and manage',
          'Easier to control access to each area',
          'System can grow as your building changes',
        ],
      },
      {
        name: 'Lock Security Upgrades',
        description:
          'A full review of your doors, windows and locks followed by the upgrades that matter most. Typical upgrades include BS3621 mortice deadlocks, anti-snap cylinders and door reinforcement.',
        features: [
          'Free security survey of the whole property',
          'BS3621 locks and 3-star TS007 cylinders',
          'Door chains, limiters and viewers',
          'Hinge bolts and frame reinforcement',
          'Letterbox guards and restrictors',
        ],
        benefits: [
          'Weak points found and fixed',
          'Locks brought up to insurance standards',
          'Ideal after moving home or a break-in',
          'Priorities explained in plain English',
        ],
      },
      {
        name: 'Restricted Key Systems',
        description:
          'Cylinders with restricted key profiles that a high-street key cutter cannot supply. Extra keys are cut only by an authorised supplier, for the registered owner or people they authorise.',
        features: [
          'Restricted key profiles for cylinders',
          'Copies only to registered key holders',
          'Available for Euro, rim and mortice cylinders',
          'Can be combined with a master key system',
        ],
        benefits: [
          'Keys copied only with the owner’s authorisation',
          'Ideal for landlords, HMOs and businesses',
          'You always know how many keys exist',
          'Fewer lock changes when tenants move out',
        ],
      },
    ],
    whyChooseUs: [
      {
        title: '24/7 Emergency Response',
        description:
          'After a break-in or damage we aim to reach you within 30 minutes, then board up and secure the property the same night.',
      },
      {
        title: 'Landlords and Businesses',
        description:
          'We plan master key and restricted key systems for HMOs, blocks of flats, shops and offices, then keep them running.',
      },
      {
        title: 'Free Security Surveys',
        description:
          'We walk through the property with you, point out the weak spots and give a fixed quote with no hidden fees.',
      },
      {
        title: `${yearsInBusiness} Years' Experience`,
        description: `As a firm we have ${yearsInBusiness} years' experience of London properties of every age, and our certified, insured locksmiths’ work carries our workmanship guarantee.`,
      },
    ],
    faqs: [
      {
        question: 'How quickly can you board up a property after a break-in?',
        answer:
          'We offer emergency boarding up 24/7 and aim to reach you within 30 minutes (20–30 minutes on average) anywhere in Greater London. We secure broken doors, windows and shopfronts so the property is safe overnight. If the locks were damaged, we can replace them on the same visit.',
      },
      {
        question: 'Do I need window locks for my home insurance?',
        answer:
          'Many home insurance policies expect key-operated locks on ground-floor and other easily accessible windows. Check your policy wording, as the conditions vary between insurers. We can fit locks to uPVC, timber casement and sash windows.',
      },
      {
        question: 'Can you fit locks to Victorian sash windows?',
        answer:
          'Yes, we fit sash window locks and sash stops designed for traditional timber sash windows. Sash stops let you open the window a little for ventilation while stopping it being opened further from outside. They are discreet and suit period homes.',
      },
      {
        question: 'What is a master key system?',
        answer:
          "A master key system lets each person's key open only the doors they need, while a master key opens every lock in the system. It is ideal for offices, HMOs, mansion blocks and managed buildings. We plan the system with you, fit the cylinders and provide a key register.",
      },
      {
        question: 'What is a restricted key system?',
        answer:
          'A restricted key system uses key profiles that a high-street key cutter cannot supply. Extra keys are only supplied to the registered owner or people they authorise. That means you always know how many keys exist, which is especially useful for landlords and businesses.',
      },
      {
        question: 'How can I make my up-and-over garage door more secure?',
        answer:
          'The weak points are usually the handle lock and the bottom corners, which can be levered open. We can fit a new handle lock and add ground-mounted garage defenders or locking bars. If the garage has a side door, we secure that too.',
      },
      {
        question: 'What does a free security survey involve?',
        answer:
          'One of our locksmiths visits and checks your doors, windows, locks and any existing security systems. We explain the weak points, what your insurer is likely to expect and which upgrades make the most difference. You get a fixed quote with no obligation.',
      },
    ],
    listing: [
      'Emergency Boarding Up - 24/7 boarding of broken doors, windows and shopfronts',
      'Window Locks - Key-operated locks for uPVC, casement and sash windows',
      'Master Key Systems - Planned key systems for offices, HMOs and blocks of flats',
      'Lock Security Upgrades - BS3621 locks, anti-snap cylinders and door reinforcement',
      'Restricted Key Systems - Keys copied only by an authorised supplier',
      'Garage Door Locks - Locks and defenders for up-and-over and side doors',
      'Security Surveys - Free property security checks with a fixed quote',
      'Landlord Lock Changes - Lock changes between tenants in flats and HMOs',
    ],
    seo: {
      title: 'Boarding Up, Window Locks & Master Keys London',
      metaDescription:
        'Emergency boarding up, window and garage door locks, master key and restricted key systems across London. 24/7, free security surveys and fixed prices.',
      keywords: [
        'emergency boarding up London',
        'window locks London',
        'sash window locks',
        'garage door locks London',
        'master key systems London',
        'restricted key systems',
        'lock security upgrades London',
        'landlord lock change London',
      ],
    },
  },
] satisfies ProductCategory[];
