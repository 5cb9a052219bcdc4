import type { CorpusParagraph } from '../types';

/** Held-out job posts: never used to tune the paraphraser or the rewriter. */
export const JOB_POSTS: readonly CorpusParagraph[] = [
  {
    id: 'held-job-1',
    kind: 'job post',
    text: 'We are looking for a part-time bookkeeper to join our family-run garden centre for 20 hours a week. You will look after our day-to-day accounts, process supplier invoices, reconcile the bank each week and prepare the figures for our accountant at the end of each quarter. Experience with Xero is essential, and you should be comfortable working on your own.',
  },
  {
    id: 'held-job-2',
    kind: 'job post',
    text: "Our busy veterinary practice needs a friendly receptionist to be the first face our clients see. You'll book appointments, answer the phones, take payments and help nervous pet owners feel at ease. No veterinary experience is needed, but you must be calm under pressure and happy to work one Saturday in three. Full training is provided from day one.",
  },
  {
    id: 'held-job-3',
    kind: 'job post',
    text: 'As a Senior Data Engineer, you will design and maintain the pipelines that move data from our apps into our warehouse, and make sure analysts can trust what they find there. You will work closely with the product and finance teams to understand what they need. We use Python, dbt, Airflow and Snowflake. At least four years of experience building production data pipelines is required.',
  },
  {
    id: 'held-job-4',
    kind: 'job post',
    text: 'The city council is hiring seasonal park rangers for the summer months, from May to September. Rangers patrol the parks, help visitors, lead guided walks for schools and report damage or safety concerns. You will spend most of your day outdoors in all weather. A driving licence is required, and first aid training is an advantage, though we can provide it.',
  },
  {
    id: 'held-job-5',
    kind: 'job post',
    text: 'Do you love cooking for a crowd? Our school kitchen is looking for an assistant cook to help prepare healthy lunches for 450 pupils every day. The hours are 8 am to 2 pm, Monday to Friday, during term time only, which makes this role ideal for parents. You will need a food hygiene certificate, or be willing to get one in your first month.',
  },
  {
    id: 'held-job-6',
    kind: 'job post',
    text: 'We are a small architecture studio working mainly on homes and community buildings, and we are looking for a Part 2 architectural assistant. You will produce drawings, build 3D models, prepare planning applications and visit sites with our directors. We value good design thinking over software skills, but you should be confident in Revit or ArchiCAD. This is a permanent, full-time role.',
  },
  {
    id: 'held-job-7',
    kind: 'job post',
    text: 'Warehouse operatives needed for our new distribution centre, starting in October. The work involves picking and packing orders, loading vans and keeping the warehouse tidy and safe. Shifts are four days on, four days off, either days or nights, with a night premium of two pounds an hour. No experience is needed, as full training is given, but you must be able to lift up to 20 kg.',
  },
  {
    id: 'held-job-8',
    kind: 'job post',
    text: 'The successful candidate will lead our customer support team of twelve agents across email, chat and phone. You will set targets, coach agents, handle the most difficult complaints and report on customer satisfaction each month. We are looking for someone with at least three years of experience managing a support team, preferably in a software company, and a genuine care for customers.',
  },
  {
    id: 'held-job-9',
    kind: 'job post',
    text: 'Join our community nursing team and make a real difference to patients in their own homes. You will visit around eight patients a day, manage wound care, give injections and support people with long-term conditions. You must be a registered nurse with a full driving licence and access to a car. We offer a mileage allowance, flexible shifts and paid time for further training.',
  },
  {
    id: 'held-job-10',
    kind: 'job post',
    text: 'We are seeking an experienced electrician to join our maintenance team at a large hospital. Duties include fault finding, planned maintenance, testing and inspection, and small installation projects. You must hold an 18th Edition certificate and have experience working in commercial buildings. The role includes a place on the call-out rota, which is paid on top of your salary.',
  },
  {
    id: 'held-job-11',
    kind: 'job post',
    text: "Are you a people person with a head for numbers? We're hiring a mortgage adviser to help first-time buyers find the right loan. You'll meet clients, look at their finances, compare products from across the market and guide them from application to completion. You'll need a CeMAP qualification. In return, we offer a basic salary, a generous bonus and a hybrid working pattern.",
  },
  {
    id: 'held-job-12',
    kind: 'job post',
    text: 'Our charity is looking for a fundraising officer to grow our income from local businesses and community groups. You will build relationships with new supporters, organise events such as fun runs and quiz nights, and write thank-you letters and short reports. Experience in fundraising is helpful but not essential; what matters most is energy, good organisation and confidence talking to people.',
  },
  {
    id: 'held-job-13',
    kind: 'job post',
    text: 'We need a reliable van driver to deliver furniture to customers across the county. Each day you will load the van, plan your route, carry items into homes with a colleague and sometimes assemble simple pieces. A clean driving licence is essential and you must be physically fit. The hours are 7 am to 4 pm, Monday to Friday, with occasional Saturdays paid at time and a half.',
  },
  {
    id: 'held-job-14',
    kind: 'job post',
    text: 'As our Marketing Coordinator, you will help plan and deliver campaigns across email, social media and our website. You will write copy, schedule posts, update web pages and pull together monthly reports on what worked. This is a great first or second job in marketing. We are looking for someone who writes clearly, notices details and enjoys trying new ideas.',
  },
  {
    id: 'held-job-15',
    kind: 'job post',
    text: 'The role of teaching assistant involves supporting pupils with special educational needs in a mainstream primary school. You will work one to one and in small groups, help pupils take part in lessons and keep notes on their progress. Experience with children with autism would be helpful. The post is 30 hours a week during term time, and a DBS check will be required.',
  },
];
