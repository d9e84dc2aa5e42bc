// The 33 areas of docs/site.md#the-33-areas (the 32 London boroughs and the City of London), one page each at /areas/{slug}/. Their coordinates are in
// content/area-coordinates.ts. Landmarks and neighbourhoods lie inside the borough; postal codes are the
// postcode districts that cover most of it, main ones first.
import type { Area } from './schema';

export const areas = [
  {
    slug: 'westminster',
    name: 'Westminster',
    region: 'Central',
    description:
      'Westminster covers the West End, Mayfair, Marylebone, Pimlico and Maida Vale, mixing grand townhouses, mansion blocks and busy shops. Georgian and Regency houses in Marylebone and Mayfair often still rely on older mortice locks and heavy period doors, while the stucco terraces of Pimlico and the red-brick mansion blocks of Maida Vale depend on shared door-entry systems. Council estates such as Churchill Gardens and Lisson Green sit close to the shops, restaurants and offices of Soho, Oxford Street and Victoria. That mix means a sticking period mortice and a failed shopfront lock can both need attention on the same day.',
    specialties: ['Period property locks', 'Mansion block locks', 'Commercial shopfront locks', 'Door entry systems'],
    landmarks: ['Buckingham Palace', 'Palace of Westminster', 'Westminster Abbey', 'Trafalgar Square'],
    neighborhoods: ['Mayfair', 'Marylebone', 'Pimlico', 'Maida Vale'],
    postalCodes: ['SW1A', 'SW1P', 'SW1V', 'SW1W', 'W1J', 'W1K', 'W1D', 'W1U', 'W2', 'W9', 'NW8', 'WC2N'],
    emergency:
      'Lockouts in Westminster happen at all hours, from residents locked out of Pimlico flats late at night to Soho bars and West End restaurants that cannot secure their doors after closing. We aim to reach you within 30 minutes, day or night, and use non-destructive entry wherever possible.',
    installation:
      'Many Westminster homes sit in conservation areas, so we fit BS3621 mortice locks that meet insurance requirements without spoiling original period doors, and 3-star TS007 anti-snap cylinders on flat entrance doors in mansion blocks and newer developments around Paddington Basin.',
  },
  {
    slug: 'city-of-london',
    name: 'City of London',
    region: 'Central',
    description:
      'The City of London is the Square Mile, a dense business district of offices, banks and shops with a small residential community. Most of its buildings are office blocks around Bank, Moorgate and Liverpool Street, where commercial doors, master key suites and access control matter more than domestic locks. Residents live mainly in the Barbican and Golden Lane estates and in flats near Smithfield and Aldgate, where entrance doors often need locks upgraded to insurance standard. Small businesses along Cheapside, Fleet Street and in Leadenhall Market add their own mix of shutters, glass doors and mortice locks.',
    specialties: ['Commercial door locks', 'Office lock changes', 'Master key systems', 'Shutter lock repairs'],
    landmarks: ["St Paul's Cathedral", 'Barbican Centre', 'Guildhall', 'The Monument'],
    neighborhoods: ['Barbican', 'Smithfield', 'Blackfriars', 'Aldgate'],
    postalCodes: ['EC2V', 'EC2Y', 'EC2M', 'EC2N', 'EC2R', 'EC3A', 'EC3M', 'EC3V', 'EC4M', 'EC4N', 'EC4V', 'EC1A'],
    emergency:
      'The City empties in the evenings and at weekends, so a jammed office door or a lost key at a Barbican flat can leave you stuck with no building manager around. We cover the Square Mile 24/7 and aim to reach you within 30 minutes, with a fixed price agreed before any work starts.',
    installation:
      'For City offices and shops we install and upgrade commercial locks, master key systems and high-security cylinders, and for residential flats we fit BS3621 mortice locks and 3-star TS007 anti-snap cylinders, with free security surveys on request.',
  },
  {
    slug: 'camden',
    name: 'Camden',
    region: 'Central',
    description:
      "Camden stretches from Bloomsbury and King's Cross through Camden Town and Kentish Town to Hampstead, mixing period homes, estates and busy streets. Georgian squares in Bloomsbury and Victorian terraces in Kentish Town and Belsize Park often keep original doors fitted with older mortice locks, and many have been split into flats with shared entrances. Large council estates such as the Regent's Park Estate and the Alexandra Road Estate sit not far from new-build flats around King's Cross. Student housing near the universities, the shops and market stalls of Camden Town and the offices of Holborn add plenty of commercial work.",
    specialties: ['Period property locks', 'Flat entrance locks', 'Commercial lock repairs', 'Landlord lock changes'],
    landmarks: ['British Museum', 'British Library', 'Camden Market', 'The Roundhouse'],
    neighborhoods: ['Camden Town', 'Hampstead', 'Kentish Town', 'Bloomsbury'],
    postalCodes: ['NW1', 'NW3', 'NW5', 'NW6', 'WC1H', 'WC1E', 'WC1N', 'WC1B', 'WC1A'],
    emergency:
      "Camden Town's late-night music venues and pubs mean plenty of lost keys and lockouts after midnight, while commuters coming through King's Cross and Euston often find their keys missing when they get home. We run 24/7 and aim to reach you within 30 minutes anywhere in Camden, using non-destructive entry wherever possible.",
    installation:
      'We fit BS3621 mortice locks on Victorian and Georgian front doors in Hampstead and Kentish Town to meet insurance requirements, 3-star TS007 anti-snap cylinders on flat entrance doors, and fresh locks for landlords changing over between tenancies.',
  },
  {
    slug: 'islington',
    name: 'Islington',
    region: 'Central',
    description:
      "Islington runs from Clerkenwell and Angel north through Highbury and Holloway to Archway, a compact borough of terraces, estates and high streets. The Georgian and early Victorian terraces and squares of Barnsbury and Canonbury often keep their original front doors and older mortice locks, while many larger houses are now split into flats. Council estates such as the Andover Estate in Holloway sit a short distance from the restaurants and bars of Upper Street. Clerkenwell's warehouse conversions, design studios and offices add a strong commercial side, with shopfronts, glass doors and access systems to maintain.",
    specialties: ['Georgian door locks', 'Flat conversion locks', 'Office access control', 'Emergency lock changes'],
    landmarks: ['Emirates Stadium', "Sadler's Wells Theatre", 'Almeida Theatre', 'Highbury Fields'],
    neighborhoods: ['Angel', 'Highbury', 'Canonbury', 'Clerkenwell'],
    postalCodes: ['N1', 'N7', 'N5', 'N19', 'N4', 'EC1V', 'EC1R', 'EC1M'],
    emergency:
      "Upper Street's late-night restaurants and bars, match days at the Emirates and busy stations at Angel, Highbury & Islington and Archway all bring their share of lockouts. We answer around the clock and aim to reach you within 30 minutes anywhere in Islington.",
    installation:
      "For Islington's period terraces we fit BS3621 mortice locks that satisfy insurers while keeping original doors intact, and for converted flats and estate homes we install 3-star TS007 anti-snap cylinders, with free security surveys for homes and Clerkenwell businesses.",
  },
  {
    slug: 'kensington-chelsea',
    name: 'Kensington and Chelsea',
    region: 'Central',
    description:
      "Kensington and Chelsea is a compact, densely built borough of white stucco terraces, garden squares, mews houses and mansion blocks. Homes in South Kensington, Chelsea and Notting Hill are often high-value period properties with heavy front doors, basement flats and private garden-square gates, so lock quality and insurance compliance matter. North Kensington has more post-war housing, including Trellick Tower, Chelsea has the World's End Estate, and many converted houses share a single street door. Kensington High Street, the King's Road and Portobello Road add shops, restaurants and galleries with commercial locks of their own.",
    specialties: ['High-security door locks', 'Period property locks', 'Mews house locks', 'Commercial lock repairs'],
    landmarks: ['Natural History Museum', 'Leighton House Museum', 'Royal Hospital Chelsea', 'Portobello Road Market'],
    neighborhoods: ['Chelsea', 'Notting Hill', 'South Kensington', "Earl's Court"],
    postalCodes: ['SW3', 'SW7', 'SW5', 'SW10', 'W8', 'W11', 'W10'],
    emergency:
      "Whether you are locked out of a Chelsea mews house late at night, a Notting Hill flat after a weekend out or a King's Road shop before opening, we respond 24/7 and aim to reach you within 30 minutes, using non-destructive entry wherever possible.",
    installation:
      'We upgrade period front doors with BS3621 mortice locks to meet insurance requirements, fit 3-star TS007 anti-snap cylinders to flat and mews doors, and offer free security surveys for high-value homes and Kensington High Street businesses.',
  },
  {
    slug: 'barnet',
    name: 'Barnet',
    region: 'North',
    description:
      'Barnet is a large, leafy suburban borough stretching from Golders Green and Hendon up to Chipping Barnet and Edgware. Much of it is 1930s semi-detached and detached housing in areas such as Mill Hill, Edgware and Whetstone, where uPVC and composite doors with euro cylinders are common. Hampstead Garden Suburb has distinctive Arts and Crafts homes, while Finchley and Friern Barnet have many Victorian and Edwardian terraces. Regeneration at Colindale and Brent Cross has added many new-build flats with door-entry systems, alongside busy high streets in North Finchley and Golders Green.',
    specialties: ['uPVC door locks', 'Anti-snap cylinder upgrades', 'Composite door repairs', 'New-build flat locks'],
    landmarks: ['RAF Museum London', 'Brent Cross Shopping Centre', 'artsdepot', 'Barnet Museum'],
    neighborhoods: ['Finchley', 'Hendon', 'Golders Green', 'Chipping Barnet'],
    postalCodes: ['N3', 'N12', 'N20', 'NW4', 'NW7', 'NW11', 'EN5', 'N2', 'NW9', 'HA8', 'EN4', 'N11'],
    emergency:
      "Barnet commuters on the Northern line's Edgware and High Barnet branches often discover lost keys on the walk home, and snapped keys in uPVC door locks are a common problem across the suburbs. We cover the whole borough 24/7 and aim to reach you within 30 minutes.",
    installation:
      'Many Barnet semis still have standard euro cylinders that can be snapped, so we replace them with 3-star TS007 anti-snap cylinders, fit BS3621 mortice locks on older timber doors in Finchley and Hampstead Garden Suburb, and provide free security surveys.',
  },
  {
    slug: 'enfield',
    name: 'Enfield',
    region: 'North',
    description:
      "Enfield sits on London's northern edge, taking in Enfield Town, Edmonton, Southgate and Palmers Green along with green belt countryside. Palmers Green, Winchmore Hill and Southgate are known for Edwardian and 1930s family houses, many now fitted with uPVC or composite doors, while Edmonton and Ponders End have Victorian terraces and larger council estates. New-build flats are going up at Meridian Water, and the Lea Valley industrial estates around Brimsdown hold warehouses and trade units. Shops in Enfield Town and around Edmonton Green Shopping Centre need reliable commercial locks and shutters.",
    specialties: ['uPVC door repairs', 'Anti-snap cylinder upgrades', 'Industrial unit locks', 'Shop shutter locks'],
    landmarks: ['Forty Hall', 'Trent Park', 'Myddelton House Gardens', 'Broomfield Park'],
    neighborhoods: ['Enfield Town', 'Edmonton', 'Southgate', 'Palmers Green'],
    postalCodes: ['EN1', 'EN2', 'EN3', 'N9', 'N18', 'N13', 'N14', 'N21', 'EN4'],
    emergency:
      'From a family locked out of a Winchmore Hill semi to a Brimsdown business that cannot lock up at night, we answer Enfield calls 24/7. We aim to reach you within 30 minutes, agree a fixed price before starting and resolve most lock problems within the hour.',
    installation:
      "Enfield's 1930s semis and newer homes often have uPVC doors with basic euro cylinders, which we upgrade to 3-star TS007 anti-snap cylinders, while older timber doors in Edmonton and Palmers Green get BS3621 mortice locks that meet insurance standards.",
  },
  {
    slug: 'haringey',
    name: 'Haringey',
    region: 'North',
    description:
      'Haringey covers Tottenham, Wood Green, Crouch End, Muswell Hill and Highgate, from hilltop Edwardian streets to busy town centres in the east. Muswell Hill, Crouch End and the Harringay Ladder are lined with Victorian and Edwardian terraces, many converted into flats with shared front doors and older mortice locks. Tottenham has a mix of period terraces, large estates such as Broadwater Farm and new-build flats around Tottenham Hale. Shops and takeaways along Wood Green High Road and Tottenham High Road add steady demand for commercial lock and shutter work.',
    specialties: [
      'Period terrace locks',
      'Flat conversion locks',
      'Shop shutter repairs',
      'Anti-snap cylinder upgrades',
    ],
    landmarks: ['Alexandra Palace', 'Tottenham Hotspur Stadium', 'Bruce Castle Museum', 'Finsbury Park'],
    neighborhoods: ['Tottenham', 'Wood Green', 'Crouch End', 'Muswell Hill'],
    postalCodes: ['N17', 'N15', 'N22', 'N8', 'N10', 'N4', 'N6'],
    emergency:
      'Match days at Tottenham Hotspur Stadium, concerts at Alexandra Palace and late journeys home via Seven Sisters, Turnpike Lane and Wood Green mean lockouts at all hours in Haringey. We operate 24/7 and aim to reach you within 30 minutes, using non-destructive entry wherever possible.',
    installation:
      'We fit BS3621 mortice locks on Victorian and Edwardian front doors in Crouch End and Muswell Hill so homes meet insurance requirements, and 3-star TS007 anti-snap cylinders on flat doors, estate homes and new builds around Tottenham Hale.',
  },
  {
    slug: 'hackney',
    name: 'Hackney',
    region: 'North',
    description:
      'Hackney runs from Shoreditch and Hoxton up through Dalston and Hackney Central to Stoke Newington, Clapton and Stamford Hill. Its Victorian terraces, many split into flats, sit alongside large council estates, warehouse conversions in Hackney Wick and Shoreditch, and new-build developments such as Woodberry Down. That means everything from old mortice locks on period doors to multi-point locks on uPVC and composite doors. Busy bars, restaurants and creative offices around Shoreditch, Dalston and Broadway Market also need dependable commercial locks and shutters.',
    specialties: [
      'Victorian terrace locks',
      'Warehouse conversion locks',
      'Commercial shutter locks',
      'uPVC multi-point repairs',
    ],
    landmarks: ['Hackney Empire', 'Museum of the Home', 'Sutton House', 'London Fields'],
    neighborhoods: ['Dalston', 'Stoke Newington', 'Hoxton', 'Clapton'],
    postalCodes: ['E8', 'E5', 'E9', 'N16', 'N1', 'EC2A', 'E2'],
    emergency:
      "Shoreditch and Dalston's late-night bars and clubs mean many Hackney lockouts happen in the small hours, often at flats with shared street doors. We run 24/7, every day of the year, and aim to reach you within 30 minutes, with a fixed price agreed before we start.",
    installation:
      'We upgrade Hackney homes with BS3621 mortice locks on Victorian front doors and 3-star TS007 anti-snap cylinders on uPVC and composite doors, and fit secure commercial locks for shops, studios and offices across Shoreditch and Hackney Wick.',
  },
  {
    slug: 'tower-hamlets',
    name: 'Tower Hamlets',
    region: 'East',
    description:
      "Tower Hamlets stretches from the Georgian streets of Spitalfields to the towers of Canary Wharf and the Victorian terraces of Bow. Weavers' houses around Brick Lane and Fournier Street still rely on traditional mortice locks, while converted warehouses in Wapping and Limehouse have heavy timber doors and communal entry systems. Council estates in Poplar and Stepney, and the new-build high-rises of the Isle of Dogs, bring fire doors, uPVC and composite doors and cylinder locks that need anti-snap protection. Shops, offices and restaurants along Whitechapel Road and Commercial Street add shutters and commercial locks to the mix.",
    specialties: [
      'Period mortice locks',
      'High-rise flat lockouts',
      'Anti-snap cylinder upgrades',
      'Commercial premises locks',
    ],
    landmarks: ['Tower of London', 'One Canada Square', 'Old Spitalfields Market', 'Victoria Park'],
    neighborhoods: ['Whitechapel', 'Bethnal Green', 'Bow', 'Wapping'],
    postalCodes: ['E1', 'E14', 'E3', 'E2', 'E1W'],
    emergency:
      'From late nights on Brick Lane to early starts at Canary Wharf, lockouts in Tower Hamlets happen at every hour. We answer 24/7, aim to reach you within 30 minutes anywhere from Wapping to Bow, and use non-destructive entry wherever possible on flat, estate and office doors.',
    installation:
      'We fit BS3621 mortice locks that meet insurance requirements on Spitalfields and Bow terraces, and 3-star TS007 anti-snap cylinders on the uPVC and composite doors common in Poplar and Isle of Dogs flats. Free security surveys cover warehouse conversions, shops and offices, with a fixed price agreed before work starts.',
  },
  {
    slug: 'newham',
    name: 'Newham',
    region: 'East',
    description:
      "Newham runs from Stratford and the Queen Elizabeth Olympic Park to East Ham, Forest Gate and the Royal Docks beside the Thames. Long streets of Victorian and Edwardian terraces in Forest Gate, Manor Park and East Ham often keep original timber doors with old mortice locks and night latches. Stratford's East Village and the new towers around Canning Town and Royal Victoria Dock have composite flat doors, fob entry and multi-point locking. Busy high streets such as Green Street and East Ham High Street add shops, takeaways and small businesses that need solid shutters and commercial locks.",
    specialties: [
      'Victorian terrace locks',
      'New-build flat lockouts',
      'Multi-point lock repairs',
      'Shop shutter locks',
    ],
    landmarks: ['London Stadium', 'ExCeL London', 'London City Airport', 'Westfield Stratford City'],
    neighborhoods: ['Stratford', 'East Ham', 'Forest Gate', 'Canning Town'],
    postalCodes: ['E15', 'E13', 'E6', 'E7', 'E12', 'E16', 'E20'],
    emergency:
      'Match days at the London Stadium, exhibitions at ExCeL and late shifts at London City Airport keep Newham busy around the clock, and lockouts follow. Our locksmiths work 24/7 and aim to reach you within 30 minutes anywhere from Stratford to Beckton, with a fixed price agreed before any work begins.',
    installation:
      'Terraced houses in Forest Gate and East Ham benefit from BS3621 mortice locks to satisfy insurers, while uPVC and composite doors across the borough should have 3-star TS007 anti-snap cylinders. We also upgrade locks on new-build flats and fit secure locks and shutters for Green Street shops, with free quotes.',
  },
  {
    slug: 'waltham-forest',
    name: 'Waltham Forest',
    region: 'East',
    description:
      'Waltham Forest covers Walthamstow, Leyton, Leytonstone and Chingford, from the Lea Valley up to the edge of Epping Forest. Most homes are Victorian and Edwardian terraces, including the distinctive Warner flats of Walthamstow, where separate front doors often keep old night latches and worn mortice locks. Further north, Chingford and Highams Park have 1930s semis with uPVC and composite doors, while new-build flats are rising around Walthamstow Central and Leyton. Walthamstow Market, the independent shops of Walthamstow Village and Francis Road, and small industrial units add plenty of commercial locks.',
    specialties: ['Victorian terrace locks', 'Warner flat locks', 'uPVC door repairs', 'Anti-snap cylinder upgrades'],
    landmarks: [
      'William Morris Gallery',
      'Walthamstow Market',
      "Queen Elizabeth's Hunting Lodge",
      'Vestry House Museum',
    ],
    neighborhoods: ['Walthamstow', 'Leyton', 'Leytonstone', 'Chingford'],
    postalCodes: ['E17', 'E4', 'E10', 'E11'],
    emergency:
      'Commuters on the Victoria line and Overground from Walthamstow Central, and late evenings in Walthamstow Village and Leytonstone, mean lockouts here can happen at any hour. We respond 24/7, aim to reach you within 30 minutes anywhere from Leyton to Chingford Mount, and open doors without damage wherever possible.',
    installation:
      'For Walthamstow and Leyton terraces we fit BS3621 mortice locks that meet insurance requirements, and we replace old cylinders on uPVC and composite doors in Chingford and Highams Park with 3-star TS007 anti-snap cylinders. Landlords of converted flats can book a free security survey and fixed-price quote.',
  },
  {
    slug: 'redbridge',
    name: 'Redbridge',
    region: 'East',
    description:
      'Redbridge takes in Ilford, Wanstead, Woodford and Gants Hill, a largely suburban borough on the edge of Epping Forest and Essex. Interwar semis around Gants Hill, Clayhall and Barkingside sit alongside Edwardian terraces in Seven Kings and Goodmayes, many now fitted with uPVC or composite doors and euro cylinders. Wanstead and Woodford have larger Victorian and Edwardian family homes with timber doors and traditional mortice locks. Ilford town centre adds shops, offices and new-build flats near the Elizabeth line station, all needing secure entry and commercial locks.',
    specialties: [
      'Suburban home security',
      'uPVC door locks',
      'Anti-snap cylinder upgrades',
      'Commercial lock repairs',
    ],
    landmarks: ['Valentines Mansion', 'Wanstead Park', 'Fairlop Waters Country Park', 'Snaresbrook Crown Court'],
    neighborhoods: ['Ilford', 'Wanstead', 'Woodford', 'Gants Hill'],
    postalCodes: ['IG1', 'IG2', 'IG3', 'IG4', 'IG5', 'IG6', 'IG8', 'E18', 'E11'],
    emergency:
      'Commuters using the Elizabeth line at Ilford and the Central line at Gants Hill, Woodford and Wanstead often find themselves locked out late in the evening or early in the morning. We are available 24/7 and aim to reach you within 30 minutes anywhere in Redbridge, with no call-out charge.',
    installation:
      'Many Redbridge semis still have original cylinders on uPVC doors, so we upgrade them to 3-star TS007 anti-snap cylinders and fit BS3621 mortice locks on timber doors in Wanstead and Woodford to meet insurance terms. Free security surveys and fixed upfront prices apply to homes and Ilford businesses alike.',
  },
  {
    slug: 'barking-dagenham',
    name: 'Barking and Dagenham',
    region: 'East',
    description:
      'Barking and Dagenham runs from Barking town centre through the Becontree estate to Dagenham and the Thames riverside. Becontree, built between the wars as one of the largest council estates ever planned, is lined with brick cottage-style houses, many now privately owned with replacement uPVC doors and euro cylinders. Barking town centre has Victorian terraces and blocks of flats, while Barking Riverside is a fast-growing new-build neighbourhood with composite doors and fob-controlled entry. Industrial units around Dagenham and River Road need robust commercial locks and shutters.',
    specialties: [
      'uPVC door locks',
      'Anti-snap cylinder upgrades',
      'New-build flat lockouts',
      'Industrial unit security',
    ],
    landmarks: ['Eastbury Manor House', 'Valence House Museum', 'Barking Abbey ruins', 'Barking Park'],
    neighborhoods: ['Barking', 'Dagenham', 'Becontree', 'Barking Riverside'],
    postalCodes: ['IG11', 'RM8', 'RM9', 'RM10', 'RM6'],
    emergency:
      'Whether you are locked out of a Becontree house after a night shift or stuck outside a Barking Riverside flat, we answer 24/7 and aim to reach you within 30 minutes anywhere in the borough. Most lockouts are resolved within the hour, using non-destructive entry wherever possible.',
    installation:
      "Older euro cylinders on Becontree's replacement uPVC doors are easy targets for lock snapping, so we fit 3-star TS007 anti-snap cylinders and BS3621 mortice locks where insurers require them. We also secure industrial units and shops in Barking and Dagenham, with free quotes and a fixed upfront price.",
  },
  {
    slug: 'havering',
    name: 'Havering',
    region: 'East',
    description:
      'Havering is the most easterly London borough, covering Romford, Hornchurch, Upminster and Rainham out to the Essex border. Much of the housing is 1930s semis and detached homes in Hornchurch, Upminster and Gidea Park, typically with uPVC or composite doors and multi-point locks. Harold Hill has a large post-war estate, while Romford town centre has new-build flats, a busy market and a lively night-time economy along South Street. Retail parks, shops and offices round out the mix, each needing dependable commercial locks.',
    specialties: [
      'Multi-point lock repairs',
      'uPVC door locks',
      'Anti-snap cylinder upgrades',
      'Retail premises locks',
    ],
    landmarks: ['Romford Market', 'Upminster Windmill', 'Rainham Hall', "Queen's Theatre Hornchurch"],
    neighborhoods: ['Romford', 'Hornchurch', 'Upminster', 'Harold Hill'],
    postalCodes: ['RM1', 'RM2', 'RM3', 'RM5', 'RM7', 'RM11', 'RM12', 'RM13', 'RM14'],
    emergency:
      "Nights out on Romford's South Street and late trains back to Upminster, Hornchurch and Harold Wood mean lockouts in Havering often happen after midnight. We answer 24/7 every day of the year, aim to reach you within 30 minutes anywhere in the borough, and agree a fixed price before starting.",
    installation:
      "Multi-point locks on Havering's uPVC and composite doors wear over time, so we repair gearboxes and fit 3-star TS007 anti-snap cylinders. For timber doors on older homes in Gidea Park and Emerson Park we install BS3621 mortice locks to insurance standard, and we secure shops and offices too.",
  },
  {
    slug: 'greenwich',
    name: 'Greenwich',
    region: 'South',
    description:
      'Greenwich is a riverside royal borough running from the Cutty Sark and Greenwich Peninsula east to Woolwich, Plumstead and Thamesmead. Homes range from Georgian and Victorian houses around Greenwich Park and Westcombe Park to new-build flats at Royal Arsenal Riverside and Kidbrooke Village, interwar semis in Eltham and large estates in Plumstead and Thamesmead. Each brings its own locks: mortice deadlocks and sash-window locks on period homes, fob entry in blocks of flats and multipoint uPVC doors in the suburbs. Shops, pubs and tourist businesses in Greenwich town centre and Woolwich add shopfronts and shutters to the mix.',
    specialties: [
      'Period door locks',
      'uPVC multipoint repairs',
      'Anti-snap cylinder upgrades',
      'Commercial shutter locks',
    ],
    landmarks: ['The O2', 'Cutty Sark', 'Royal Observatory Greenwich', 'Eltham Palace'],
    neighborhoods: ['Greenwich', 'Woolwich', 'Eltham', 'Charlton'],
    postalCodes: ['SE10', 'SE18', 'SE9', 'SE7', 'SE3', 'SE28', 'SE2'],
    emergency:
      'Locked out after a gig at The O2, a late shift in Woolwich or a commute home through North Greenwich or Woolwich stations? We aim to reach you within 30 minutes anywhere in the borough, from Charlton to Eltham, day or night, with a fixed price agreed before work starts.',
    installation:
      'We fit BS3621 mortice deadlocks to meet insurance requirements on Victorian and Georgian doors in Greenwich and Charlton, and 3-star TS007 anti-snap cylinders on uPVC and composite doors across Eltham, Kidbrooke and the Royal Arsenal developments, with a free security survey first.',
  },
  {
    slug: 'lewisham',
    name: 'Lewisham',
    region: 'South',
    description:
      'Lewisham covers south-east London from Deptford and New Cross near the river to Catford, Forest Hill and Sydenham in the south. Brockley, Ladywell and Hither Green are known for Victorian terraces, many split into flats with a shared front door and a mortice lock on each flat, while Deptford and New Cross mix council estates such as the Pepys Estate with student housing near Goldsmiths. New-build blocks around Lewisham Gateway rely on fob entry and composite flat doors. Busy high streets in Lewisham, Catford and Deptford add shops, cafés and market traders who need secure premises.',
    specialties: ['Victorian conversion locks', 'Flat door upgrades', 'Student let security', 'Retail shop locks'],
    landmarks: [
      'Horniman Museum and Gardens',
      'Goldsmiths, University of London',
      'Broadway Theatre, Catford',
      'Hilly Fields',
    ],
    neighborhoods: ['Deptford', 'Brockley', 'Catford', 'Forest Hill'],
    postalCodes: ['SE13', 'SE6', 'SE4', 'SE14', 'SE8', 'SE23', 'SE26', 'SE12'],
    emergency:
      'From students locked out near Goldsmiths in New Cross to commuters arriving late at Lewisham, Catford or Forest Hill stations, we attend lockouts across the borough 24/7 and aim to reach you within 30 minutes, using non-destructive entry wherever possible.',
    installation:
      'Victorian conversions in Brockley and Ladywell often need BS3621 mortice deadlocks on each flat door to satisfy insurers, while uPVC and composite doors in Sydenham, Bellingham and Grove Park benefit from 3-star TS007 anti-snap cylinders fitted at a fixed upfront price.',
  },
  {
    slug: 'southwark',
    name: 'Southwark',
    region: 'South',
    description:
      'Southwark runs from Bankside and London Bridge on the Thames down through Bermondsey, Peckham and Camberwell to leafy Dulwich. Offices, restaurants and hotels cluster around The Shard and Borough Market, while Bermondsey and Shad Thames mix converted warehouses with new riverside flats. Further south, large estates in Walworth and Peckham sit alongside Georgian terraces on Camberwell Grove and Victorian family houses in East Dulwich and Nunhead. That range means everything from access-controlled office doors and communal entry systems to traditional mortice locks on period front doors.',
    specialties: [
      'Commercial office locks',
      'Warehouse conversion locks',
      'Period door security',
      'Estate flat lockouts',
    ],
    landmarks: ['The Shard', 'Tate Modern', 'Borough Market', 'Dulwich Picture Gallery'],
    neighborhoods: ['Bermondsey', 'Peckham', 'Camberwell', 'Dulwich'],
    postalCodes: ['SE1', 'SE15', 'SE16', 'SE5', 'SE17', 'SE22', 'SE21'],
    emergency:
      "Southwark's night economy around London Bridge, Bankside and Peckham Rye means lockouts happen at all hours, and we aim to reach you within 30 minutes, whether you are in a Bermondsey flat or a Dulwich family home, with a fixed price agreed first.",
    installation:
      'We fit BS3621 mortice deadlocks and sash-window locks on Georgian and Victorian homes in Camberwell and Dulwich, 3-star TS007 anti-snap cylinders on uPVC and composite flat doors across Walworth and Rotherhithe, and robust commercial locks for shops and offices near London Bridge.',
  },
  {
    slug: 'lambeth',
    name: 'Lambeth',
    region: 'South',
    description:
      'Lambeth stretches from the South Bank and Waterloo through Vauxhall, Kennington and Brixton to Streatham and West Norwood. Its housing is dense and varied: Georgian squares in Kennington, Victorian terraces and conversions in Brixton, Clapham and Stockwell, interwar mansion blocks in Streatham and large council estates such as the Loughborough Estate. New towers at Vauxhall add concierge blocks with fob entry, while Waterloo and the South Bank bring offices, theatres and restaurants. Locks here range from old rim latches on shared front doors to modern access control.',
    specialties: [
      'Flat conversion locks',
      'Mansion block locks',
      'Anti-snap cylinder upgrades',
      'Commercial access control',
    ],
    landmarks: ['London Eye', 'Southbank Centre', 'Lambeth Palace', 'The Oval cricket ground'],
    neighborhoods: ['Brixton', 'Streatham', 'Vauxhall', 'Kennington'],
    postalCodes: ['SW9', 'SW2', 'SE11', 'SW16', 'SW4', 'SW8', 'SE27', 'SE1', 'SE24'],
    emergency:
      'With late nights in Brixton, Clapham and Vauxhall and commuters pouring through Waterloo, lockouts in Lambeth happen around the clock; we answer 24/7, aim to reach you within 30 minutes and agree a fixed price before any work starts, with no call-out charge.',
    installation:
      'Many Lambeth conversions share one front door, so we fit BS3621 mortice deadlocks to individual flat doors for insurance compliance, plus 3-star TS007 anti-snap cylinders on uPVC and composite doors in Streatham, Tulse Hill and West Norwood.',
  },
  {
    slug: 'wandsworth',
    name: 'Wandsworth',
    region: 'South',
    description:
      "Wandsworth covers south-west London from Battersea and Nine Elms along the Thames to Putney, Wandsworth Town, Balham and Tooting. Around Clapham Junction and Northcote Road, the streets between the commons are lined with Victorian terraces, while Battersea has red-brick mansion blocks along Prince of Wales Drive and Putney has riverside flats and large Edwardian houses. Roehampton's Alton Estate and other post-war blocks contrast with new flats at Battersea Power Station and Nine Elms. Homes here often need insurance-grade mortice locks, secure communal entry and modern cylinders on flat doors.",
    specialties: [
      'Victorian terrace locks',
      'Mansion block locks',
      'New-build flat security',
      'BS3621 mortice deadlocks',
    ],
    landmarks: ['Battersea Power Station', 'Battersea Park', 'Clapham Junction station', 'Wandsworth Common'],
    neighborhoods: ['Putney', 'Battersea', 'Tooting', 'Balham'],
    postalCodes: ['SW18', 'SW11', 'SW15', 'SW17', 'SW12', 'SW8'],
    emergency:
      'Lockouts in Wandsworth often follow a late train into Clapham Junction, a night out in Tooting or Balham, or a key lost on Putney High Street; we aim to reach you within 30 minutes, any hour of any day.',
    installation:
      'We upgrade Victorian front doors in Battersea and Earlsfield with BS3621 mortice deadlocks for insurance, fit 3-star TS007 anti-snap cylinders on uPVC and composite doors in Roehampton and Southfields, and replace worn locks on mansion block flats, always at an agreed upfront price.',
  },
  {
    slug: 'merton',
    name: 'Merton',
    region: 'South',
    description:
      'Merton is a suburban borough in south-west London built around Wimbledon, Morden, Mitcham and Colliers Wood. Wimbledon Village and the streets near Wimbledon Common feature large Victorian and Edwardian houses, while Raynes Park and Morden are dominated by 1930s semis. Mitcham has older cottages and post-war estates such as Phipps Bridge, and the interwar St Helier estate straddles the border with Sutton. Modern flats near Wimbledon station and Colliers Wood, plus shops in Wimbledon town centre, complete a mix of period timber doors, uPVC doors and communal entry systems.',
    specialties: ['1930s semi locks', 'Period home security', 'uPVC door repairs', 'Commercial lock fitting'],
    landmarks: ['All England Lawn Tennis Club', 'Wimbledon Common', 'Morden Hall Park', 'Merton Abbey Mills'],
    neighborhoods: ['Wimbledon', 'Mitcham', 'Morden', 'Colliers Wood'],
    postalCodes: ['SW19', 'SW20', 'SM4', 'CR4'],
    emergency:
      'Whether you are locked out during the Wimbledon Championships fortnight, after a late Northern line train to Morden or outside a flat in Mitcham, our locksmiths cover every part of Merton 24/7 and aim to reach you within 30 minutes.',
    installation:
      "Insurers often expect BS3621 mortice deadlocks on the front doors of Wimbledon's period houses, and the many uPVC doors on Morden and Raynes Park semis are best protected with 3-star TS007 anti-snap cylinders; we offer free security surveys before recommending anything.",
  },
  {
    slug: 'croydon',
    name: 'Croydon',
    region: 'South',
    description:
      'Croydon combines a busy town centre of offices and shops with suburbs running from Norbury and Thornton Heath south to Purley and Coulsdon. Around East Croydon and West Croydon, office towers and new blocks of flats use access control and fob entry, while shops line North End and the Whitgift Centre. Victorian terraces fill Thornton Heath, South Norwood and Addiscombe, 1930s semis and detached houses dominate Purley, Sanderstead and Coulsdon, and New Addington is a large post-war estate. Locks range from commercial systems and communal doors to mortice locks and uPVC multipoint mechanisms.',
    specialties: [
      'Office access control',
      'New-build flat locks',
      'Suburban home security',
      'Anti-snap cylinder upgrades',
    ],
    landmarks: ['Croydon Minster', 'Fairfield Halls', 'Boxpark Croydon', 'Addington Palace'],
    neighborhoods: ['Purley', 'Thornton Heath', 'South Norwood', 'Coulsdon'],
    postalCodes: ['CR0', 'CR2', 'CR7', 'CR8', 'CR5', 'SE25', 'SW16', 'SE19'],
    emergency:
      'Commuters arriving late at East Croydon, shift workers in the town centre and families in outlying suburbs like New Addington and Coulsdon can call us 24/7; we aim to reach you within 30 minutes and resolve most lock problems within the hour.',
    installation:
      "We fit 3-star TS007 anti-snap cylinders on uPVC and composite doors across Croydon's 1930s suburbs, BS3621 mortice deadlocks on Victorian terraces in Thornton Heath and South Norwood, and sturdy commercial locks for shops and offices in the town centre.",
  },
  {
    slug: 'bromley',
    name: 'Bromley',
    region: 'South',
    description:
      "Bromley is London's largest borough by area, with commuter suburbs such as Beckenham, Orpington and Chislehurst giving way to open countryside. Housing is mostly family homes: Victorian villas in Beckenham and Bromley town, mock-Tudor semis in Petts Wood, 1930s houses in Orpington and West Wickham, and large detached properties in Chislehurst and Keston. Bromley town centre, with The Glades and the High Street, adds shops and offices, while villages like Downe and Biggin Hill sit among farmland. Many homes have side gates, garages and back doors, so good security covers more than the front door.",
    specialties: ['Detached house security', 'uPVC door repairs', 'Garage door locks', 'Patio door locks'],
    landmarks: ['Crystal Palace Park', 'Down House', 'Chislehurst Caves', 'London Biggin Hill Airport'],
    neighborhoods: ['Beckenham', 'Orpington', 'Chislehurst', 'Petts Wood'],
    postalCodes: ['BR1', 'BR2', 'BR3', 'BR5', 'BR6', 'BR7', 'BR4', 'SE20', 'TN16'],
    emergency:
      'From commuters locked out after a late train to Bromley South or Orpington to households in Biggin Hill and Downe on the rural fringe, we cover all of Bromley around the clock and aim to reach you within 30 minutes.',
    installation:
      "For Bromley's semis and detached houses we fit 3-star TS007 anti-snap cylinders on uPVC and composite doors, BS3621 mortice deadlocks on timber front and back doors to meet insurance terms, and locks for patio doors, garages and side gates after a free security survey.",
  },
  {
    slug: 'bexley',
    name: 'Bexley',
    region: 'South',
    description:
      "Bexley is a suburban borough on London's south-east edge, centred on Bexleyheath with Sidcup, Welling, Erith and Crayford around it. Much of the housing is 1930s semi-detached and terraced family homes in Bexleyheath, Welling, Blackfen and Sidcup, many now fitted with uPVC or composite doors. Erith and Belvedere have Victorian terraces and riverside industrial estates, while Thamesmead brings post-war estates and newer flats. Shops along Bexleyheath Broadway and Sidcup High Street, plus businesses near the Thames, need reliable commercial locks and shutters.",
    specialties: ['uPVC door locks', 'Anti-snap cylinder upgrades', 'Commercial shutter locks', 'Back door security'],
    landmarks: ['Hall Place', 'Danson House', 'Red House', 'Lesnes Abbey'],
    neighborhoods: ['Bexleyheath', 'Sidcup', 'Erith', 'Welling'],
    postalCodes: ['DA6', 'DA7', 'DA5', 'DA14', 'DA15', 'DA16', 'DA8', 'DA17', 'DA18', 'SE2'],
    emergency:
      'Locked out in Bexleyheath after the shops close, returning late to Sidcup or Welling station, or stuck outside a flat in Thamesmead or Erith? We answer every day of the year, aim to reach you within 30 minutes and agree a fixed price with no call-out charge.',
    installation:
      "Bexley's many 1930s semis have uPVC and composite doors that benefit from 3-star TS007 anti-snap cylinders, while older timber doors in Erith and Old Bexley can be upgraded to BS3621 mortice deadlocks to meet home insurance requirements.",
  },
  {
    slug: 'sutton',
    name: 'Sutton',
    region: 'South',
    description:
      'Sutton is a residential borough in south London built around Sutton town centre, Cheam, Carshalton and Wallington. Victorian and Edwardian houses line the streets near Carshalton Ponds and Sutton station, while Cheam, North Cheam and Wallington are dominated by 1930s semis. The St Helier estate is a large interwar council estate, and Hackbridge is home to the BedZED eco-village and newer flats. Sutton High Street, a long pedestrianised shopping street, brings shops and offices that need commercial locks alongside everyday mortice and uPVC door work.',
    specialties: ['1930s semi locks', 'uPVC door repairs', 'Period home locks', 'Shop lock fitting'],
    landmarks: ['Honeywood Museum', 'Whitehall Historic House', 'Beddington Park', 'Oaks Park'],
    neighborhoods: ['Carshalton', 'Cheam', 'Wallington', 'Belmont'],
    postalCodes: ['SM1', 'SM2', 'SM3', 'SM5', 'SM6'],
    emergency:
      'Commuters returning late to Sutton, Carshalton or Wallington stations, parents locked out on the school run and traders on Sutton High Street can call us 24/7; we aim to reach you within 30 minutes and use non-destructive entry wherever possible.',
    installation:
      'We fit 3-star TS007 anti-snap cylinders to uPVC and composite doors on Cheam and Wallington semis, BS3621 mortice deadlocks on period timber doors in Carshalton and Sutton to satisfy insurers, and window and patio door locks after a free survey.',
  },
  {
    slug: 'kingston-upon-thames',
    name: 'Kingston upon Thames',
    region: 'South',
    description:
      'Kingston upon Thames is a royal borough on the Thames, built around a historic market town and suburbs such as Surbiton and New Malden. Kingston town centre has the Bentall Centre, the Ancient Market and riverside flats, plus student housing linked to Kingston University. Surbiton has Victorian villas and converted flats, Coombe has large detached houses, and Tolworth, New Malden and Chessington are mostly 1930s semis. The Cambridge Road Estate in Norbiton adds council flats, so locks range from commercial shop systems to uPVC and timber front doors.',
    specialties: ['Student let locks', '1930s semi locks', 'Retail shop locks', 'Period villa security'],
    landmarks: ['Chessington World of Adventures', 'Rose Theatre Kingston', 'Coronation Stone', 'Bentall Centre'],
    neighborhoods: ['Surbiton', 'New Malden', 'Tolworth', 'Chessington'],
    postalCodes: ['KT1', 'KT2', 'KT3', 'KT5', 'KT6', 'KT9', 'KT4'],
    emergency:
      'Whether you are locked out after a night out by the river in Kingston, returning late to Surbiton station or stuck outside a student let near Kingston University, we cover the whole borough 24/7 and aim to reach you within 30 minutes.',
    installation:
      'We upgrade uPVC and composite doors in Tolworth, New Malden and Chessington with 3-star TS007 anti-snap cylinders, fit BS3621 mortice deadlocks on Victorian doors in Surbiton for insurance, and supply robust locks for shops in Kingston town centre.',
  },
  {
    slug: 'richmond-upon-thames',
    name: 'Richmond upon Thames',
    region: 'South',
    description:
      'Richmond upon Thames is the only London borough on both banks of the Thames, taking in Richmond, Twickenham, Teddington and Barnes. It is known for Georgian and Victorian houses around Richmond Green, Richmond Hill and Twickenham Riverside, many in conservation areas or listed, along with Edwardian terraces in Teddington and East Sheen. Whitton and Hampton have more 1930s semis, and there are riverside flats in Kew and Mortlake. Independent shops, pubs and restaurants in Richmond town centre and Barnes add commercial premises that need secure, well-fitted locks.',
    specialties: ['Period property locks', 'Listed building locks', 'Sash window locks', 'Riverside flat security'],
    landmarks: ['Kew Gardens', 'Hampton Court Palace', 'Twickenham Stadium', 'Ham House'],
    neighborhoods: ['Richmond', 'Twickenham', 'Teddington', 'Barnes'],
    postalCodes: ['TW9', 'TW10', 'TW1', 'TW2', 'TW11', 'TW12', 'SW13', 'SW14'],
    emergency:
      'On Twickenham Stadium match days, after a late train into Richmond or Teddington, or when keys are lost on a walk by the river, lockouts can happen at any hour; we cover the borough 24/7 and aim to reach you within 30 minutes.',
    installation:
      'Period doors in Richmond, Barnes and Twickenham often need BS3621 mortice deadlocks that meet insurance requirements without spoiling original joinery, while 1930s semis in Whitton and Hampton benefit from 3-star TS007 anti-snap cylinders on uPVC doors.',
  },
  {
    slug: 'hammersmith-fulham',
    name: 'Hammersmith and Fulham',
    region: 'West',
    description:
      "Hammersmith and Fulham stretches from Shepherd's Bush and White City south through Hammersmith to Fulham on the Thames. Fulham's long streets of Victorian terraces, many split into flats, and the mansion blocks around Barons Court and West Kensington mean plenty of timber doors with mortice locks and communal entry. White City and Fulham Reach add new-build flats with fob access and composite doors, alongside post-war estates. Offices on Hammersmith Broadway, the shops of King Street and Shepherd's Bush, and busy restaurants and pubs need reliable commercial locks.",
    specialties: ['Victorian terrace locks', 'Mansion block locks', 'Converted flat security', 'Commercial door locks'],
    landmarks: ['Fulham Palace', 'Craven Cottage', 'Eventim Apollo', 'Westfield London'],
    neighborhoods: ['Fulham', 'Hammersmith', "Shepherd's Bush", 'Parsons Green'],
    postalCodes: ['SW6', 'W6', 'W12', 'W14'],
    emergency:
      "Concerts at the Eventim Apollo, match days at Craven Cottage and Loftus Road, and late nights around Fulham Broadway keep the borough busy well after dark. We answer lockout calls 24/7 and aim to reach you within 30 minutes anywhere from Fulham to Shepherd's Bush, with no call-out charge.",
    installation:
      'For Fulham and Brook Green terraces we fit BS3621 mortice locks that meet insurance requirements, and we upgrade flat and communal doors with 3-star TS007 anti-snap cylinders. Landlords of converted flats and mansion blocks, and businesses around Hammersmith Broadway, can book a free security survey.',
  },
  {
    slug: 'ealing',
    name: 'Ealing',
    region: 'West',
    description:
      'Ealing stretches from Acton and Ealing Broadway west to Southall, Hanwell, Greenford and Northolt. Central Ealing is known for large Victorian and Edwardian family homes and mansion flats, where timber front doors usually rely on mortice locks and night latches. Greenford, Perivale and Northolt are dominated by 1930s semis with uPVC and composite doors, and Southall combines terraced streets with busy shops along The Broadway. New-build flats near the Elizabeth line stations at Ealing Broadway, West Ealing and Acton Main Line add fob entry and modern cylinder locks.',
    specialties: ['Period home locks', 'uPVC door repairs', 'Anti-snap cylinder upgrades', 'Shop security locks'],
    landmarks: ['Pitzhanger Manor', 'Ealing Studios', 'Hoover Building', 'Wharncliffe Viaduct'],
    neighborhoods: ['Acton', 'Southall', 'Hanwell', 'Greenford'],
    postalCodes: ['W5', 'W13', 'W7', 'W3', 'UB1', 'UB2', 'UB6', 'UB5'],
    emergency:
      'Commuters on the Elizabeth, Central and District lines, plus evenings around Ealing Broadway and Southall, mean lockouts here happen at any hour. We answer 24/7, aim to reach you within 30 minutes anywhere from Acton to Northolt, and resolve most lock problems within the hour.',
    installation:
      "We fit BS3621 mortice locks to insurance standard on the timber doors of Ealing's Victorian and Edwardian houses, and 3-star TS007 anti-snap cylinders on uPVC doors across Greenford, Perivale and Northolt. Shops in Southall and West Ealing can book a free survey and fixed-price quote.",
  },
  {
    slug: 'hounslow',
    name: 'Hounslow',
    region: 'West',
    description:
      "Hounslow runs from riverside Chiswick and Brentford west through Isleworth and Hounslow to Feltham, beside Heathrow. Chiswick and Strand-on-the-Green have Georgian and Victorian houses whose timber doors need good mortice locks, while Hounslow, Heston, Cranford and Feltham are largely interwar semis and terraces with uPVC doors. Brentford's riverside has filled with new-build flats with fob entry and composite doors. Many residents work shifts at nearby Heathrow, and warehouses, offices along the Great West Road and high street shops all need dependable commercial locks.",
    specialties: [
      'Period property locks',
      'uPVC door repairs',
      'Anti-snap cylinder upgrades',
      'Commercial premises locks',
    ],
    landmarks: ['Chiswick House and Gardens', 'Syon House', 'Osterley Park and House', "Hogarth's House"],
    neighborhoods: ['Chiswick', 'Brentford', 'Isleworth', 'Feltham'],
    postalCodes: ['TW3', 'TW4', 'TW5', 'TW7', 'TW8', 'TW13', 'TW14', 'W4'],
    emergency:
      'Heathrow shift workers coming home at odd hours and commuters on the Piccadilly line mean lockouts in Hounslow are rarely confined to office hours. We work 24/7, aim to reach you within 30 minutes anywhere from Chiswick to Feltham, and use non-destructive entry wherever possible.',
    installation:
      "We install BS3621 mortice locks on Chiswick's period homes to meet insurance requirements and fit 3-star TS007 anti-snap cylinders on the uPVC and composite doors common in Hounslow, Heston and Feltham. Businesses along the Great West Road can book a free security survey with a fixed upfront price.",
  },
  {
    slug: 'brent',
    name: 'Brent',
    region: 'West',
    description:
      'Brent stretches from Wembley and Kingsbury in the north to Kilburn, Willesden and Harlesden in the south. Victorian terraces in Kilburn, Kensal Rise and Willesden are often split into flats, with timber doors, communal entrances and older mortice locks. Kingsbury, Preston and Sudbury are classic 1930s suburbs with uPVC and composite doors, while Wembley Park has high-rise new-build flats with fob entry. Ealing Road in Alperton, Harlesden town centre and the industrial estates around Neasden and Park Royal add shops, warehouses and workshops needing strong commercial locks.',
    specialties: [
      'Converted flat locks',
      'Victorian terrace locks',
      'New-build flat lockouts',
      'Commercial unit security',
    ],
    landmarks: ['Wembley Stadium', 'OVO Arena Wembley', 'BAPS Shri Swaminarayan Mandir', 'Roundwood Park'],
    neighborhoods: ['Wembley', 'Kilburn', 'Willesden', 'Harlesden'],
    postalCodes: ['NW10', 'HA9', 'HA0', 'NW2', 'NW6', 'NW9'],
    emergency:
      'Event nights at Wembley Stadium and OVO Arena Wembley bring large crowds and late journeys home, and lockouts in Brent happen at every hour. We answer 24/7, aim to reach you within 30 minutes anywhere from Wembley to Kilburn, and agree a fixed price before starting, with no hidden fees.',
    installation:
      'Landlords of converted Victorian flats in Kilburn and Willesden often need BS3621 mortice locks for insurance and secure communal doors, while 1930s semis in Kingsbury and Preston benefit from 3-star TS007 anti-snap cylinders. We also secure shops and industrial units, with free quotes.',
  },
  {
    slug: 'harrow',
    name: 'Harrow',
    region: 'West',
    description:
      'Harrow is a leafy suburban borough of Metroland homes, from Harrow on the Hill and Wealdstone to Pinner and Stanmore. Much of the housing in Rayners Lane, North Harrow and Kenton is 1930s semis and short terraces, now mostly fitted with uPVC or composite doors and euro cylinder locks. Pinner and Stanmore have larger detached homes where timber doors, mortice locks and side gates all matter, while the historic streets of Harrow on the Hill hold older period houses. Harrow town centre and Wealdstone add new-build flats, shops and offices.',
    specialties: [
      'Anti-snap cylinder upgrades',
      'uPVC door repairs',
      'Detached home security',
      'Period property locks',
    ],
    landmarks: [
      'Harrow School',
      'Headstone Manor and Museum',
      'Bentley Priory Museum',
      "St Mary's Church, Harrow on the Hill",
    ],
    neighborhoods: ['Harrow on the Hill', 'Wealdstone', 'Pinner', 'Stanmore'],
    postalCodes: ['HA1', 'HA2', 'HA3', 'HA5', 'HA7', 'HA8'],
    emergency:
      'Commuters on the Metropolitan, Jubilee and Bakerloo lines often arrive home to Harrow late and find keys lost or a lock jammed. We answer 24/7 and aim to reach you within 30 minutes anywhere from Pinner to Stanmore, and most lock problems are resolved within the hour.',
    installation:
      'Many Harrow semis still have standard euro cylinders on uPVC doors, which we replace with 3-star TS007 anti-snap cylinders. On timber doors in Pinner, Stanmore and Harrow on the Hill we fit BS3621 mortice locks to insurance standard, after a free security survey and a fixed quote.',
  },
  {
    slug: 'hillingdon',
    name: 'Hillingdon',
    region: 'West',
    description:
      "Hillingdon is London's westernmost borough, home to Heathrow and stretching from Uxbridge and Hayes to Ruislip and Northwood. Ruislip, Ickenham and Eastcote are classic Metroland suburbs of 1930s semis with uPVC and composite doors, while Northwood has large detached homes with timber doors and mortice locks. Hayes and West Drayton mix post-war estates and terraces with new-build flats near their Elizabeth line stations. Uxbridge town centre, Brunel University student housing and the offices and warehouses around Heathrow add many commercial and shared-house doors.",
    specialties: [
      'Anti-snap cylinder upgrades',
      'Detached home security',
      'Student let locks',
      'Commercial premises locks',
    ],
    landmarks: ['Heathrow Airport', 'Battle of Britain Bunker', 'Ruislip Lido', 'Brunel University London'],
    neighborhoods: ['Uxbridge', 'Hayes', 'Ruislip', 'Northwood'],
    postalCodes: ['UB8', 'UB10', 'UB3', 'UB4', 'UB7', 'HA4', 'HA6', 'UB9', 'TW6'],
    emergency:
      'Heathrow staff working early and late shifts, travellers returning to find keys missing and students in Uxbridge all call us for lockouts at unsociable hours. We answer 24/7, aim to reach you within 30 minutes anywhere from Harefield to Harlington, and open doors without damage wherever possible.',
    installation:
      "For Ruislip and Ickenham semis we swap old euro cylinders for 3-star TS007 anti-snap cylinders, and on Northwood's detached homes we fit BS3621 mortice locks to meet insurance terms. Landlords of student lets and shared houses, and businesses near Heathrow, can book a free security survey.",
  },
] satisfies Area[];
