import type { ReferenceArticle } from './types';

const text = `Incident report: checkout outage on 3 May

Summary: For 47 minutes on 3 May, between 14:12 and 14:59 UTC, customers could not complete purchases on our website or app because an expired security certificate broke the connection to our payment provider. About 6,300 checkout attempts failed. No card details were exposed and no customer was charged for a failed order.

What happened: Our payment service talks to the provider over an encrypted connection that uses a certificate we renew every year. The renewal was supposed to be automatic, but when we moved the payment service to a new server cluster in March, the renewal job was not moved with it. The certificate expired at 14:12, and every payment request after that was rejected.

Detection: Alerts fired within two minutes, but they reported a generic rise in payment errors, and the on-call engineer first suspected the provider. It took 31 minutes to find the expired certificate, which is most of the outage. Installing a new certificate and restarting the service took a further 14 minutes.

Impact: Based on normal conversion rates, we estimate lost sales of around 180,000 dollars, some of which will have been recovered when customers tried again later. Support received 420 contacts during and after the outage.

What we are changing: First, every certificate we use is now listed in one inventory with an expiry alert thirty days ahead, owned by the platform team. Second, the server migration checklist now includes scheduled jobs. Third, payment error alerts will show the reason for the failure, so on-call engineers can tell our faults from the provider's.

We are sorry to every customer who could not check out. Customers who contacted support that day will receive a 10 percent discount code by email this week.`;

const main =
  'Summary: For 47 minutes on 3 May, between 14:12 and 14:59 UTC, customers could not complete purchases on our website or app because an expired security certificate broke the connection to our payment provider.';

export const reportCheckoutOutage: ReferenceArticle = {
  id: 'report-checkout-outage',
  kind: 'incident report with a title line',
  text,
  main,
  key: [
    main,
    'No card details were exposed and no customer was charged for a failed order.',
    'The renewal was supposed to be automatic, but when we moved the payment service to a new server cluster in March, the renewal job was not moved with it.',
    'What we are changing: First, every certificate we use is now listed in one inventory with an expiry alert thirty days ahead, owned by the platform team.',
  ],
};
