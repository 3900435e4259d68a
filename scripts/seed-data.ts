// Demo seed data for StartupFund.
// All companies, founders and figures below are fictional.
import type { DealTerms } from '../src/features/campaigns/api/deal-terms/deal-terms-limits';

export type SeedCategory = 'technology' | 'healthcare' | 'education' | 'sustainability' | 'finance';

export type SeedProject = {
  key: string;
  title: string;
  category: SeedCategory;
  description: string;
  businessPlan: string;
  teamInfo: string;
  risks: string;
  goal: number;
  creator: 'erin' | 'sam';
  /** A founder of a test's own (seedMember with the entrepreneur role), in place of the demo's creator. */
  founder?: { uid: string; email: string; fullName: string };
  /** closed: the admin closed it after it took money; changes_requested: sent back with reviewNote. */
  state: 'approved' | 'pending' | 'closed' | 'changes_requested';
  reviewNote?: string;
  image: 1 | 2;
  /**
   * false: the founder uploaded no picture, so the project shows its bundled illustration
   * (public/images) as its Image URL. Otherwise it shows the uploaded picture made from that
   * illustration (scripts/seed-pictures).
   */
  uploaded?: false;
  videoUrl?: string;
  /** `anonymous`: the investor chose Invest anonymously (the receipt says "Anonymous investor"). */
  investments: Array<{ investor: 'ivy' | 'olivia'; amount: number; anonymous?: boolean }>;
  /** What the demo's other backers put in, amount by amount (seed-backers.ts gives each to one of them). */
  crowd?: number[];
  /** Days from the seed run to the deadline (approved only): 0 ends later today, negative has ended. Default: weeks left. */
  endsInDays?: number;
  /** What an investor gets; none: "Terms not stated". */
  dealTerms?: DealTerms;
  /** Use of funds: the founder's plan, adding up to the goal (projects/{id}/useOfFunds/plan). */
  useOfFunds?: Array<{ label: string; amount: number }>;
};

export const seedProjects: SeedProject[] = [
  // ---------------------------------------------------------------- technology
  {
    key: 'shiftsync-ai-restaurant-scheduling',
    dealTerms: { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 },
    endsInDays: 0,
    title: 'ShiftSync AI Scheduling for Restaurants',
    category: 'technology',
    description:
      'ShiftSync uses AI to build weekly staff schedules for independent restaurants from past sales, weather and local events. Managers approve a draft in minutes instead of hours. Our pilot with 14 restaurants in Austin cut overtime costs by 18 percent in three months.',
    businessPlan:
      'We charge $49 per location per month, with a free tier for venues under 10 staff. There are roughly 330,000 independent restaurants in the US, and our first target is the 40,000 in Texas and the Southwest. We aim for 250 paying locations within 12 months of this raise and 1,000 by month 24. Payroll integrations with Gusto and Square are scheduled for Q2 and Q3.',
    teamInfo:
      'Claire Donovan managed three restaurants in Austin for eight years before teaching herself data science. Co-founder Dev Patel was a senior engineer on the forecasting team at a large delivery platform. Our advisor Maria Gomez owns a 12-location taqueria group and runs our pilot program.',
    risks:
      'Restaurants have thin margins and high churn, so some customers may close or cancel. We reduce this with month-to-month pricing that pays for itself through overtime savings. Forecasts can be wrong during unusual events, so managers always review and edit every schedule before it is published.',
    goal: 20000,
    crowd: [2500, 1500, 1000, 2000, 750, 1250, 500, 1500],
    creator: 'erin',
    state: 'approved',
    image: 1,
    investments: [
      { investor: 'ivy', amount: 500 },
      { investor: 'olivia', amount: 250, anonymous: true },
      { investor: 'ivy', amount: 150 },
    ],
  },
  {
    key: 'quietmesh-rural-wireless',
    dealTerms: { instrument: 'revenue_share', minimumInvestment: 250, revenueSharePercent: 5, repaymentMultipleTenths: 15 },
    title: 'QuietMesh Rural Wireless Mesh Network',
    category: 'technology',
    description:
      'QuietMesh sells low-cost rooftop radios that link neighboring farmhouses into a shared wireless network, bringing broadband to places cable companies skip. One fiber connection at a grain elevator or school can serve up to 60 homes. We have 212 households online across four Iowa counties.',
    businessPlan:
      'Each node costs $180 to build and sells for $299, and households pay a $25 monthly service fee that is split with the local host site. Around 14 million rural US homes still lack reliable broadband. We plan to reach 1,500 connected homes by the end of next year and to apply for state broadband grants worth up to $2 million. The raise funds inventory for 800 nodes and two field technicians.',
    teamInfo:
      'Marcus Adeyemi grew up on a soybean farm and spent six years as a network engineer at a regional telecom. Co-founder Lena Brandt designed outdoor radio hardware at a drone company and holds two antenna patents.',
    risks:
      'Network quality depends on terrain and tree cover, which can limit coverage in some areas. We survey every site with a free line-of-sight tool before selling hardware. Larger providers could enter our counties with subsidized fiber, so we keep contracts short and our hardware can be reused as backup links.',
    goal: 50000,
    creator: 'sam',
    state: 'approved',
    image: 2,
    uploaded: false,
    investments: [],
  },
  {
    key: 'sitesense-drone-surveys',
    dealTerms: {
      instrument: 'convertible_note',
      minimumInvestment: 500,
      interestRatePercent: 6,
      maturityDate: '2028-12-31',
      valuationCap: 8_000_000,
      discountPercent: 15,
    },
    title: 'SiteSense Drone Surveys for Small Builders',
    category: 'technology',
    description:
      'SiteSense turns a 15-minute drone flight into a measured 3D model of a construction site, with stockpile volumes and progress photos shared automatically with clients. It is built for small builders who cannot afford survey crews. Forty-one contractors used it on 300 sites last year.',
    businessPlan:
      'Builders pay $149 per month for unlimited sites plus $2 per processed flight above 50 flights. The US has about 750,000 construction firms with fewer than 20 employees. Our 12-month target is 400 subscribers and $700,000 in annual recurring revenue. We will launch an insurance-ready inspection report in Q3, which pilot customers have already asked for.',
    teamInfo:
      'Jill Kowalski leads product and sales after a decade running a family framing business. Tomas Reyes, our CTO, built photogrammetry software at a mapping startup that was acquired in 2021. Priya Nair, a licensed civil engineer, validates our measurements.',
    risks:
      'Drone regulations could tighten, especially near airports and urban areas. We train customers for FAA Part 107 certification and block flights in restricted zones inside the app. Larger software vendors offer similar features to enterprise firms, so we focus on simple pricing and setup that takes less than a day.',
    goal: 40000,
    crowd: [1000, 500, 1500, 500],
    creator: 'erin',
    state: 'approved',
    image: 1,
    investments: [],
  },
  {
    key: 'voiceforge-accessible-apps',
    title: 'VoiceForge Open Voice Control for Apps',
    category: 'technology',
    description:
      'VoiceForge is a drop-in toolkit that lets any web or mobile app add reliable voice navigation for users with limited hand mobility. Developers add it with a few lines of code and no audio leaves the device. Three accessibility nonprofits are testing it with 120 users.',
    businessPlan:
      'The core toolkit is free and open source, and we sell a hosted dashboard, custom vocabularies and compliance reporting for $400 to $4,000 per month. Accessibility rules in the US and EU are pushing thousands of companies to improve their apps. We aim to sign 30 paying business customers within 18 months. A certified accessibility audit service will launch in year two.',
    teamInfo:
      'Owen Fitzgerald leads partnerships and has worked on public sector digital services for five years. Co-founder Hana Kimura spent seven years on speech recognition at a major phone maker and uses voice control daily after a spinal injury.',
    risks:
      'Big platform companies could ship built-in features that reduce demand for our toolkit. We focus on cross-platform support and on customization that platform tools do not offer. On-device models can struggle with strong accents, so we are collecting consented voice samples from diverse testers.',
    goal: 90000,
    creator: 'sam',
    state: 'pending',
    image: 2,
    uploaded: false,
    investments: [],
  },
  {
    key: 'packtrack-cold-chain-sensors',
    title: 'PackTrack Cold Chain Sensor Tags',
    category: 'technology',
    description:
      'PackTrack makes disposable temperature tags the size of a postage stamp that log every minute of a shipment and can be read with any phone. Food distributors and small pharmacies use them to prove products stayed cold. We shipped 38,000 tags to 22 customers last year.',
    businessPlan:
      'Tags sell for $1.20 each in volume and cost $0.45 to make, and customers pay $99 per month for the reporting portal. The cold chain monitoring market is estimated at over $5 billion globally. We plan to move production to a contract manufacturer and reach 500,000 tags per year within 18 months. A reusable tag for high-value shipments is on the roadmap for next spring.',
    teamInfo:
      'Derek Hollis handled logistics for a regional produce distributor before starting PackTrack. Co-founder Aiko Tanaka is an electrical engineer who designed low-power sensors for medical wearables.',
    risks:
      'Component shortages could delay production, so we qualify two suppliers for every key part. Single-use electronics raise waste concerns, and we run a prepaid mail-back program that recycles the batteries and chips.',
    goal: 60000,
    crowd: [1000, 500, 750],
    creator: 'sam',
    state: 'approved',
    image: 1,
    investments: [],
  },

  // ---------------------------------------------------------------- healthcare
  {
    key: 'scanfirst-ai-radiology-triage',
    dealTerms: { instrument: 'equity', minimumInvestment: 250, pricePerShareCents: 125, preMoneyValuation: 12_000_000 },
    endsInDays: 4,
    title: 'ScanFirst AI Radiology Triage',
    category: 'healthcare',
    description:
      'ScanFirst is an AI assistant that reads chest X-rays as they arrive and moves urgent cases, such as collapsed lungs, to the top of the radiologist queue. Community hospitals with one or two radiologists benefit most. In a six-month pilot at two hospitals, median time to read urgent scans fell from 94 to 31 minutes.',
    businessPlan:
      'Hospitals pay an annual license of $24,000 per site, which includes integration with their imaging system. There are about 4,000 community hospitals in the US, and we are targeting 60 sites within three years. This raise funds our FDA 510(k) submission, planned for Q4, and a multi-site validation study with 50,000 scans. After clearance we will add CT head scans as a second product.',
    teamInfo:
      'Dr. Rachel Kim is a practicing radiologist who saw urgent findings wait hours during night shifts. Erica Lindqvist, our CEO, previously sold hospital software for nine years. Marcus Lee leads machine learning and completed a PhD in medical imaging at Georgia Tech.',
    risks:
      'Regulatory approval could take longer than planned, which would delay revenue. We have budgeted for a 12-month review and hired an experienced regulatory consultant. The model could miss findings, so ScanFirst only reorders the worklist and never replaces a radiologist reading every scan.',
    goal: 30000,
    crowd: [3000, 2500, 2000, 1500, 2500, 1000, 3000, 2000, 1500, 2500, 1250],
    creator: 'erin',
    state: 'approved',
    image: 1,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    investments: [
      { investor: 'olivia', amount: 1000 },
      { investor: 'ivy', amount: 500 },
      { investor: 'olivia', amount: 500, anonymous: true },
      { investor: 'ivy', amount: 250 },
    ],
  },
  {
    key: 'mediremind-pill-dispenser',
    title: 'MediRemind Smart Pill Dispenser for Seniors',
    category: 'healthcare',
    description:
      'MediRemind is a countertop pill dispenser that unlocks the right dose at the right time and texts a family member if a dose is missed. It is designed for seniors living alone who take five or more medications. Across 90 pilot homes, missed doses dropped by 64 percent.',
    businessPlan:
      'Families rent the device for $39 per month, and home care agencies get volume pricing at $29 per unit. More than 15 million Americans over 65 live alone, and many manage complex medication plans. We aim to have 2,000 active devices within 18 months and to sign three home care agencies this year. We are also preparing a remote monitoring billing program with two Medicare Advantage plans.',
    teamInfo:
      'Jamal Carter started MediRemind after caring for his grandmother through a medication error. Co-founder Grace Liu is a pharmacist with 12 years of hospital experience, and Ben Harper designed consumer electronics at a smart home company.',
    risks:
      'Seniors may find new devices confusing, so we offer setup by phone and a design with only one button. Hardware returns and repairs can be costly, and we limit this with a modular design where parts can be swapped by mail.',
    goal: 200000,
    creator: 'sam',
    state: 'approved',
    image: 2,
    investments: [],
  },
  {
    key: 'clearbreath-asthma-tracker',
    title: 'ClearBreath Asthma Inhaler Tracker',
    category: 'healthcare',
    description:
      'ClearBreath is a small clip-on sensor that records each use of an asthma inhaler and links it to local air quality and pollen data. Parents and doctors can spot triggers and adjust treatment before attacks happen. Our clinic study followed 150 children for six months.',
    businessPlan:
      'We sell through pediatric clinics, which bill insurers for remote monitoring, and we charge clinics $12 per patient per month. About 4.5 million US children have asthma, and attacks cause hundreds of thousands of emergency visits each year. Our target is 25 clinic partners and 5,000 monitored patients within two years. A version for adult COPD patients is planned for year three.',
    teamInfo:
      'Sophie Laurent leads operations and previously launched a diabetes app used by 40,000 patients. Dr. Samuel Osei is a pediatric pulmonologist in Atlanta and our chief medical officer.',
    risks:
      'Insurance reimbursement rules for remote monitoring can change, which would affect clinic demand. We are testing a direct-to-family subscription as a second channel. Children may lose or remove the sensor, so it is cheap to replace and fits most common inhalers.',
    goal: 15000,
    crowd: [1500, 1000, 2000, 750, 500],
    creator: 'erin',
    state: 'approved',
    image: 1,
    investments: [],
  },
  {
    key: 'rurallink-solar-telehealth-kiosks',
    title: 'RuralLink Solar Telehealth Kiosks',
    category: 'healthcare',
    description:
      'RuralLink builds solar powered telehealth kiosks for small towns without a clinic, installed in libraries, pharmacies and general stores. Patients get a private video visit with a nurse practitioner plus a blood pressure cuff, scale and thermometer. Our first two kiosks in New Mexico handled 1,100 visits.',
    businessPlan:
      'Host sites lease a kiosk for $1,200 per month, and we share visit fees with partner telehealth providers. More than 60 million Americans live in rural areas, many over an hour from a doctor. We plan to deploy 40 kiosks in New Mexico, Arizona and Montana within 24 months. Each kiosk breaks even at roughly 140 visits per month.',
    teamInfo:
      'Rosa Delgado has spent six years building rural health programs for a state nonprofit. Co-founder Joseph Begay is a nurse practitioner who grew up on the Navajo Nation, and hardware lead Carla Mendez built off-grid power systems for field hospitals.',
    risks:
      'Internet connections in remote towns can be unreliable, so each kiosk includes a satellite backup link. Some patients may be uncomfortable with remote care, and we train a local host at every site to help with the first visit.',
    goal: 400000,
    creator: 'erin',
    state: 'pending',
    image: 2,
    investments: [],
  },
  {
    key: 'steadystep-fall-detection',
    title: 'SteadyStep Fall Detection Insoles',
    category: 'healthcare',
    description:
      'SteadyStep makes pressure sensing shoe insoles that detect falls and warn about rising fall risk weeks in advance by tracking changes in gait. Unlike pendants, they are worn without thinking about it. Two assisted living communities are using 80 pairs today.',
    businessPlan:
      'Assisted living operators pay $25 per resident per month, and families can buy a consumer version for $249 plus $15 per month. Falls cost the US health system about $50 billion a year. We aim to sign 30 facilities and 3,000 residents within two years. A clinical study with a university partner will begin in Q2 to support insurer coverage.',
    teamInfo:
      'Martin Keller ran operations at a senior living chain for seven years. Dr. Elena Petrova is a biomechanics researcher who studied gait in older adults for a decade.',
    risks:
      'Battery life and comfort are critical, so our insoles charge wirelessly once a week and come in 12 sizes. Early warnings could produce false alarms, and we tune thresholds with facility nurses to keep alerts useful.',
    goal: 25000,
    crowd: [1000, 2000, 1500, 500, 750],
    creator: 'sam',
    state: 'approved',
    image: 1,
    investments: [],
  },

  // ----------------------------------------------------------------- education
  {
    key: 'fieldtutor-rural-schools',
    endsInDays: -12,
    title: 'FieldTutor Tutoring Marketplace for Rural Schools',
    category: 'education',
    description:
      'FieldTutor connects students in rural schools with vetted, certified tutors for live online sessions in math, science and exam prep. Schools book group or one-on-one sessions with funds they already receive. This year 1,900 students in 37 districts completed over 11,000 sessions.',
    businessPlan:
      'Districts prepay for session bundles at $35 per hour, and tutors receive $24 of that. There are about 9,000 rural school districts in the US, and many cannot hire specialist teachers. We plan to reach 150 districts and 10,000 students within 18 months. A parent-paid evening tier will launch next fall.',
    teamInfo:
      'Beth Caldwell taught high school chemistry in rural Kentucky for six years. Co-founder Luis Ortega built scheduling software at an online education company, and advisor Dr. Janet Moore is a former state superintendent.',
    risks:
      'School budgets depend on grants that can end, so we are diversifying into parent and state-funded programs. Tutor quality must stay high as we grow, and every tutor passes a background check and a recorded trial lesson.',
    goal: 25000,
    crowd: [2000, 1500, 1000, 2500, 1000],
    creator: 'erin',
    state: 'approved',
    image: 1,
    investments: [
      { investor: 'ivy', amount: 3000 },
      { investor: 'olivia', amount: 1500 },
    ],
  },
  {
    key: 'labkit-home-chemistry',
    // Long enough ago for two updates after it, the last over 30 days old (scripts/seed-engagement.ts).
    endsInDays: -40,
    title: 'LabKit Home Chemistry Kits for Students',
    category: 'education',
    description:
      'LabKit ships safe, curriculum-aligned chemistry experiments to middle and high school students who study at home or attend schools without labs. Each kit includes pre-measured materials and short video walkthroughs. We have sold 2,400 kits to homeschool families and co-ops.',
    businessPlan:
      'Kits sell for $59 each or $199 for a semester of four, with a gross margin of 55 percent. Around 3 million US students are homeschooled and many more attend schools without science labs. This small raise funds a bulk materials order and safety certification for a new biology line. We expect to sell 6,000 kits next year.',
    teamInfo:
      'Andre Thompson runs sales and fulfillment from his earlier career in e-commerce operations. Co-founder Dr. Nadia Hassan taught chemistry for 15 years and writes every experiment.',
    risks:
      'Shipping chemicals requires careful compliance, so every material is household-safe and reviewed by a safety consultant. Sales are seasonal around the school year, and we keep inventory lean to manage cash flow.',
    goal: 3000,
    creator: 'sam',
    state: 'approved',
    image: 2,
    useOfFunds: [
      { label: 'First 100 kits: materials', amount: 1500 },
      { label: 'Safety testing and certification', amount: 900 },
      { label: 'Lesson videos', amount: 600 },
    ],
    investments: [
      { investor: 'olivia', amount: 1400 },
      { investor: 'ivy', amount: 800 },
      { investor: 'olivia', amount: 800 },
    ],
  },
  {
    key: 'codebridge-paid-apprenticeships',
    title: 'CodeBridge Paid Coding Apprenticeships',
    category: 'education',
    description:
      'CodeBridge places adults without degrees into paid 12-month software apprenticeships at mid-sized companies, with training provided by us. Apprentices earn while they learn instead of paying tuition. Of our first 64 apprentices, 52 were hired full time.',
    businessPlan:
      'Employers pay $18,000 per apprentice for training and support, which is far less than typical recruiting costs. Many companies struggle to hire junior developers, and US apprenticeship funding is growing. We aim to place 250 apprentices over the next two years with 40 employer partners. We are also applying to become a registered apprenticeship sponsor in three states.',
    teamInfo:
      'Victor Alvarez was a self-taught developer who became an engineering manager at a logistics firm. Co-founder Aisha Johnson led workforce programs at a community college for nine years.',
    risks:
      'Hiring slows in a downturn, so we sign employers to cohort agreements a year in advance. Some apprentices may drop out, and we provide mentoring and a stipend for emergencies to keep completion rates high.',
    goal: 45000,
    crowd: [1500, 1000, 750],
    creator: 'sam',
    state: 'approved',
    image: 1,
    investments: [],
  },
  {
    key: 'signstart-asl-family-lessons',
    title: 'SignStart ASL Video Lessons for Families',
    category: 'education',
    description:
      'SignStart teaches American Sign Language to hearing parents of deaf and hard of hearing children through five-minute daily video lessons taught by deaf instructors. Families learn signs for everyday routines first. 600 families joined our beta through two audiology clinics.',
    businessPlan:
      'Families pay $9.99 per month, and clinics and early intervention programs buy group licenses for $2,000 per year. About 10,000 deaf or hard of hearing babies are born in the US each year, and most have hearing parents. We aim for 5,000 subscribing families and 50 program licenses within two years. A Spanish language version is planned for year two.',
    teamInfo:
      'Nathan Price leads business development and has a deaf younger sister. Co-founder Megan Doyle is a deaf ASL teacher with 11 years of experience, and she leads all curriculum and video production.',
    risks:
      "Families may stop using the app after early enthusiasm, so lessons follow a child's age and include weekly live practice groups. The market is specialized, so we plan to add lessons for teachers and caregivers to broaden our reach.",
    goal: 60000,
    creator: 'sam',
    state: 'pending',
    image: 2,
    investments: [],
  },
  {
    key: 'essaycoach-ai-writing-feedback',
    title: 'EssayCoach AI Writing Feedback for Students',
    category: 'education',
    description:
      'EssayCoach gives students instant AI feedback on essay structure, evidence and clarity, while teachers keep control of grading. The tool explains what to improve instead of rewriting the text. Teachers at 18 schools report saving about four hours of marking per week.',
    businessPlan:
      'Schools pay $6 per student per year, with a free plan for individual teachers. There are about 15 million US high school students, and writing feedback is one of the most time-consuming tasks for teachers. We aim to reach 120 schools and 60,000 students within two years. District-wide deals and an integration with major learning platforms are planned for next year.',
    teamInfo:
      'Laura Bennett taught English for eight years before moving into education technology. Co-founder Kevin Zhao worked on language models at a research lab, and advisor Dr. Paula Stein studies writing instruction at a state university.',
    risks:
      'Schools worry about student data privacy, so we store no essays after 30 days and never use them to train models. AI feedback can be wrong, and teachers can review, edit or turn off any suggestion before students see it.',
    goal: 12000,
    crowd: [2000, 1500, 2500, 1000, 1500, 2000, 1750, 1250],
    creator: 'erin',
    state: 'approved',
    image: 1,
    videoUrl: 'https://vimeo.com/76979871',
    investments: [],
  },

  // ------------------------------------------------------------ sustainability
  {
    key: 'greengrid-home-batteries',
    title: 'GreenGrid Shared Home Batteries',
    category: 'sustainability',
    description:
      'GreenGrid installs home batteries and links them into a neighborhood network that stores rooftop solar power and sells it back to the grid during peak hours. Homeowners get backup power and a share of the earnings. Our first 75 homes in Sacramento earned an average of $410 each last year.',
    businessPlan:
      'We earn a 30 percent share of grid service revenue plus an installation margin of about $1,500 per home. California alone has more than 1.8 million homes with solar panels. We plan to reach 600 connected homes within 18 months and to enroll in two utility demand response programs. Expansion to Arizona and Texas is planned for year three.',
    teamInfo:
      'Hannah Morales was an energy analyst at a California utility for seven years. Co-founder Omar Farouk built battery management software at an electric vehicle startup, and Jenna Cole runs our licensed installation crew.',
    risks:
      'Utility rules for grid services can change, which could lower our revenue per home. We work with several utilities and design contracts so homeowners always keep backup power. Battery prices may rise, so we have fixed pricing agreements with two suppliers for the next 18 months.',
    goal: 40000,
    crowd: [2500, 3000, 2000, 1500, 2500, 2000, 1000, 1500, 2000],
    creator: 'erin',
    state: 'approved',
    image: 1,
    videoUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    investments: [
      { investor: 'ivy', amount: 400 },
      { investor: 'olivia', amount: 900 },
      { investor: 'ivy', amount: 300 },
    ],
  },
  {
    key: 'leafwrap-compostable-packaging',
    endsInDays: 1.5,
    title: 'LeafWrap Compostable Food Packaging',
    category: 'sustainability',
    description:
      'LeafWrap makes takeout containers and wraps from pressed farm waste like wheat straw and banana leaves that break down in home compost within 60 days. The containers hold hot, oily food without plastic linings. More than 90 cafes and food trucks in Portland use them today.',
    businessPlan:
      'We sell to restaurants at about $0.18 per container, close to the price of plastic foam, with a 35 percent gross margin. Many US cities are banning single-use plastics, which is creating demand. This raise funds a second pressing line that will increase output from 2 million to 8 million units per year. We plan to sign two regional food distributors within 12 months.',
    teamInfo:
      'Peter Lindgren spent five years in food service supply sales. Co-founder Dr. Ingrid Holm is a materials scientist who developed our plant-based coating, and operations lead Ray Dominguez ran a paper mill line for a decade.',
    risks:
      'Supply of farm waste can vary by season, so we source from three regions and store six months of raw material. Larger packaging companies may copy our approach, and we have filed a patent on our coating process.',
    goal: 25000,
    crowd: [3000, 2500, 2000, 2500, 1500, 3000, 2000, 2500, 1000, 1500],
    creator: 'sam',
    state: 'approved',
    image: 2,
    investments: [
      { investor: 'olivia', amount: 700 },
      { investor: 'ivy', amount: 250 },
    ],
  },
  {
    key: 'sunshare-community-solar-bulk-buy',
    title: 'SunShare Community Solar Bulk Buying',
    category: 'sustainability',
    description:
      'SunShare organizes neighbors into group purchases of rooftop solar panels, using collective buying power to cut installation prices by about 20 percent. We handle installer bids, permits and financing paperwork. Our first three campaigns in Ohio brought solar to 140 homes.',
    businessPlan:
      'Installers pay us a referral fee of $0.15 per watt, which averages $1,100 per home. Only about 5 percent of US homes have rooftop solar, and price remains the top barrier. We plan to run 20 campaigns in Ohio, Michigan and Pennsylvania and reach 1,200 homes within two years. A partnership with credit unions for low-interest solar loans launches in Q3.',
    teamInfo:
      'Katie Sullivan organized community energy projects for a regional nonprofit for six years. Co-founder Daniel Brooks worked as a solar sales manager and knows how installers price jobs.',
    risks:
      'Changes to federal tax credits could reduce demand for solar. We educate buyers on long-term savings that do not depend on credits. Installer quality can vary, so we vet each installer and require 25-year workmanship warranties.',
    goal: 10000,
    crowd: [2000, 1500, 2500, 1000, 2000, 1500, 1000, 2000],
    creator: 'erin',
    state: 'approved',
    image: 1,
    investments: [],
  },
  {
    key: 'refillroute-zero-waste-delivery',
    title: 'RefillRoute Zero-Waste Grocery Delivery',
    category: 'sustainability',
    description:
      'RefillRoute delivers pantry staples, soap and cleaning products in returnable glass jars and collects the empties on the next delivery. Customers order online and never throw away packaging. We serve 850 households in Denver with two electric vans.',
    businessPlan:
      'Average orders are $68 with a 32 percent gross margin, and a $10 monthly membership covers free delivery. The US refill and zero-waste market is growing quickly, especially in urban areas. We aim to reach 4,000 households and open a second city within 18 months. Each jar is reused about 30 times before recycling.',
    teamInfo:
      'Melissa Grant previously managed operations for a regional grocery chain. Co-founder Tyler Nguyen built the routing software at a food delivery startup.',
    risks:
      'Jar losses and cleaning costs can hurt margins, so we charge a deposit and use a commercial washing partner. Delivery costs rise with fuel and labor, and we optimize routes so each van serves 40 stops per day.',
    goal: 130000,
    creator: 'erin',
    state: 'pending',
    image: 2,
    useOfFunds: [
      { label: 'Electric cargo bikes', amount: 52000 },
      { label: 'Refill station fit-out', amount: 38000 },
      { label: 'Reusable containers', amount: 25000 },
      { label: 'Launch marketing', amount: 15000 },
    ],
    investments: [],
  },
  {
    key: 'aquaharvest-greywater-kits',
    title: 'AquaHarvest Greywater Recycling Kits',
    category: 'sustainability',
    description:
      'AquaHarvest sells a plug-in greywater system that filters water from showers and washing machines and reuses it for toilets and garden irrigation. Homes in drought areas cut water use by up to 35 percent. We have installed 260 systems in Arizona and Southern California.',
    businessPlan:
      'Each kit sells for $1,900 installed, with a 40 percent margin, and filter replacements bring in $120 per home each year. Many western cities offer rebates of $500 to $1,000 for greywater systems. We plan to install 1,500 systems within two years and partner with three plumbing companies. A version for small apartment buildings is planned for year three.',
    teamInfo:
      'Diego Ramirez worked as a water resources engineer for a city utility in Phoenix. Co-founder Lucia Fernandez is a licensed plumber who has installed greywater systems for 12 years.',
    risks:
      'Permit rules for greywater differ between cities and can slow installations. We keep an updated permit guide and only sell in cities where our system is approved. Poor maintenance can cause odors, so filters are easy to swap and the app sends reminders.',
    goal: 20000,
    crowd: [2000, 1500, 3000, 1000, 2500, 1500, 1000],
    creator: 'sam',
    state: 'approved',
    image: 1,
    investments: [],
  },

  // ------------------------------------------------------------------- finance
  {
    key: 'gigshield-micro-insurance',
    title: 'GigShield Micro-Insurance for Gig Workers',
    category: 'finance',
    description:
      'GigShield offers pay-per-shift income and accident insurance for delivery drivers and rideshare workers, starting at $1.50 per day worked. Coverage turns on automatically when a worker logs into a gig app. More than 3,200 workers in Chicago have bought at least one policy.',
    businessPlan:
      'We earn a 20 percent commission on premiums as a licensed agency, with policies underwritten by an established insurer. About 12 million Americans do gig work as their main income, and most have no income protection. We aim to reach 25,000 active policyholders in five states within two years. A partnership with a large delivery platform is in final negotiation.',
    teamInfo:
      'Terrell Jackson drove for rideshare apps for three years while studying actuarial science. Co-founder Natalie Brooks was a product manager at a large insurance company, and advisor Carlos Vega is a former state insurance regulator.',
    risks:
      'Insurance licensing takes time in each state, so we expand one state at a time with our underwriting partner. Gig platforms may launch their own coverage, and we stay platform neutral so workers keep coverage across several apps.',
    goal: 30000,
    crowd: [2000, 1500, 2500, 1000, 1250],
    creator: 'sam',
    state: 'approved',
    image: 1,
    investments: [
      { investor: 'ivy', amount: 400 },
      { investor: 'olivia', amount: 50 },
    ],
  },
  {
    key: 'tallybook-ai-bookkeeping',
    title: 'TallyBook AI Bookkeeping for Freelancers',
    category: 'finance',
    description:
      'TallyBook uses AI to sort bank transactions, match receipts and estimate quarterly taxes for freelancers and sole proprietors. It flags deductible expenses and sends a reminder before each tax deadline. Over 5,000 freelancers have connected their accounts since our launch.',
    businessPlan:
      'Users pay $12 per month or $99 per year, and accountants can manage clients for $29 per month. There are more than 60 million freelancers in the US. We plan to reach 20,000 paying users within 18 months and to launch a tax filing add-on next spring. Referral partnerships with two freelancer communities are already signed.',
    teamInfo:
      'Amanda Foster worked as a CPA for small businesses for nine years. Co-founder Arjun Mehta built machine learning systems for fraud detection at a payments company.',
    risks:
      'Tax mistakes could harm users, so AI categories are reviewed by the user and complex cases are sent to partner accountants. The market has strong competitors, and we focus on freelancers with simple, low-cost pricing.',
    goal: 15000,
    crowd: [2500, 2000, 1500, 3000, 2000, 1500, 1000, 2000],
    creator: 'erin',
    state: 'approved',
    image: 2,
    investments: [],
  },
  {
    key: 'rentcredit-rent-reporting',
    title: 'RentCredit Rent Payment Credit Building',
    category: 'finance',
    description:
      'RentCredit reports on-time rent payments to credit bureaus so renters, including recent graduates and students, can build a credit history without taking on debt. Landlords sign up for free and tenants opt in. In our pilot, 1,400 renters raised their scores by an average of 41 points.',
    businessPlan:
      'Tenants pay $4.99 per month, and property managers pay $1 per unit per month for reporting and late payment insights. About 45 million US households rent, and many have thin credit files. We aim for 30,000 active renters and 200 property manager partners within two years. A credit builder savings feature is planned for year two.',
    teamInfo:
      'Chris Novak managed 1,200 apartment units for a property company. Co-founder Dr. Lisa Park is an economist who studied credit access at a federal agency.',
    risks:
      'Credit reporting rules are strict, so we work with a compliance firm and bureau-approved data formats. Renters may drop off after their score improves, and we add budgeting tools to keep the service useful.',
    goal: 70000,
    creator: 'sam',
    state: 'pending',
    image: 1,
    investments: [],
  },
  {
    key: 'circlesave-savings-circles',
    title: 'CircleSave Digital Savings Circles',
    category: 'finance',
    description:
      'CircleSave brings traditional rotating savings circles online, letting groups of friends or coworkers pool money each month with automatic payments and a clear payout schedule. Payments are held in an insured account. 2,100 members in 260 circles have saved over $1.1 million.',
    businessPlan:
      'We charge a 1 percent fee on each payout and earn interest on balances held between payouts. Millions of immigrant families already use informal savings circles, often with no protection if a member stops paying. We plan to reach 15,000 members within 18 months. A small credit line for members with strong payment records will follow in year two.',
    teamInfo:
      'Yasmin Haddad led product at a consumer banking app. Co-founder Kofi Mensah grew up with his family running a savings circle in Ghana and worked in compliance at a large bank.',
    risks:
      'A member could miss payments, so we verify income and offer an optional default guarantee. Money transmission rules vary by state, and we operate through a licensed banking partner.',
    goal: 45000,
    creator: 'erin',
    state: 'pending',
    image: 2,
    investments: [],
  },
  // ---------------------------------------------------------------- the admin's other outcomes
  {
    key: 'parkpal-smart-parking-meters',
    title: 'ParkPal Smart Parking Meters',
    category: 'technology',
    description:
      'ParkPal retrofits old coin meters with solar-powered sensors and app payments, so small towns can offer pay-by-phone parking without replacing their meters. Two pilot towns in Ohio ran 400 meters for six months.',
    businessPlan:
      'Towns lease each retrofit kit for $9 a month and ParkPal keeps 4 percent of app payments. The campaign was closed by the admin after a review of the pilot contracts; the project stays readable by its backers.',
    teamInfo: 'Rosa Lindqvist ran parking operations for a mid-sized city. Co-founder Ben Okafor builds low-power sensor hardware.',
    risks: 'Municipal procurement is slow, and towns may prefer to buy new meters from established vendors.',
    goal: 60000,
    creator: 'sam',
    state: 'closed',
    image: 2,
    investments: [{ investor: 'ivy', amount: 1200 }],
  },
  {
    key: 'tutorloop-peer-tutoring',
    title: 'TutorLoop Peer Tutoring for Community Colleges',
    category: 'education',
    description:
      'TutorLoop matches community college students with paid peer tutors who passed the same course with an A, scheduling sessions around work shifts. A semester pilot at two colleges ran 1,900 sessions.',
    businessPlan:
      'Colleges pay $12 per session from their student success budgets and tutors earn $15 an hour. We plan to reach 20 colleges in two years.',
    teamInfo:
      'Nadia Ruiz tutored her way through community college and later ran a tutoring center. Co-founder Eli Grant built scheduling software for hospitals.',
    risks: "College budgets change every year, so we sign one-year contracts and keep our per-session price below a staff tutor's cost.",
    goal: 40000,
    creator: 'sam',
    state: 'changes_requested',
    reviewNote: 'Please add the pilot results per college (sessions, pass rates) and who funds the tutors after the first year.',
    image: 1,
    investments: [],
  },
];
