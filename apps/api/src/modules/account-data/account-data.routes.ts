import { accountDataEndpoints, parentMessages, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { requestContext } from '../../lib/routes/request-context';
import { usualErrors } from '../../lib/routes/route-options';

const ownData = 'The signed-in account only: nobody, an ADMIN neither, reads or changes another account this way.';

/**
 * /api/user: the account's personal data, company, phone number and payout methods (issue 14 points 4–6).
 * Registered beside usersRoutes under the same prefix; find-my-way matches these static paths before '/:id'.
 */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountData;
  const route = endpointRoutes(app, { tags: ['User'], errors: usualErrors });

  route.signedIn(
    accountDataEndpoints.personalData,
    {
      summary: "The account's first and last name and address (null until filled in)",
      description: ownData,
    },
    async (request) => ({ personalData: await service.getPersonalData(request.viewer) }),
  );

  route.signedIn(
    accountDataEndpoints.savePersonalData,
    {
      summary: "Fill in or change the account's first and last name and address (for invoices)",
      description: `${ownData} Names 2–64 characters, postal code NN-NNN ('Błędny kod pocztowy'); answers 'Zaktualizowano!' and the stored data. birthYear (optional): given once, before a first payment; another year than the one stored answers 400 '${parentMessages.birthYearFixed}', a year under 16 400 '${parentMessages.birthYearNeedsConsent}'.`,
    },
    async (request) => service.savePersonalData(request.viewer, request.body),
  );

  route.signedIn(
    accountDataEndpoints.company,
    {
      summary: 'The company invoices are made out to (null when none)',
      description: ownData,
    },
    async (request) => ({ company: await service.getCompany(request.viewer) }),
  );

  route.signedIn(
    accountDataEndpoints.saveCompany,
    {
      summary: 'Fill in or change the company invoices are made out to',
      description: `${ownData} nip is 'PL' and ten digits with a right check digit (spaces and dashes dropped), else 'Błędny NIP'.`,
    },
    async (request) => service.saveCompany(request.viewer, request.body),
  );

  route.signedIn(
    accountDataEndpoints.deleteCompany,
    {
      summary: "Delete the account's company ('Usunięto!'; 404 when there is none)",
      description: ownData,
    },
    async (request) => service.deleteCompany(request.viewer),
  );

  route.signedIn(
    accountDataEndpoints.phone,
    {
      summary: "The account's confirmed phone number and the code waiting to be typed, if any",
      description: `${ownData} phoneNumber is null until a number is confirmed by SMS; pending tells which number the last code went to, until when it works, when another may be sent and how many tries are left.`,
    },
    async (request) => service.getPhone(request.viewer),
  );

  route.signedIn(
    accountDataEndpoints.sendPhoneCode,
    {
      summary: 'Text a six-digit confirmation code to a phone number',
      description: `${ownData} The code works 10 minutes and 5 tries; a new code replaces the previous one. At most one code a minute (429 with Retry-After) and the 'phoneConfirmationCode' rate limit (5 an hour per account, 20 per IP). Answers 'Wysłano!'.`,
      responses: { 429: ZErrorResponse },
    },
    async (request) => service.sendPhoneCode(request.viewer, request.body.phoneNumber, requestContext(request)),
  );

  route.signedIn(
    accountDataEndpoints.confirmPhone,
    {
      summary: 'Confirm the phone number with the code texted to it',
      description: `${ownData} The number the last code went to becomes the account's phone number. A wrong code spends one of 5 tries; then the code is dead and a new one must be sent. Answers 'Potwierdzono!'.`,
    },
    async (request) => service.confirmPhoneNumber(request.viewer, request.body.code),
  );

  route.signedIn(
    accountDataEndpoints.paymentMethods,
    {
      summary: "The account's payout methods, whole (oldest first)",
      description: `${ownData} A BLIK method is usable while its number is the account's confirmed phone number.`,
    },
    async (request) => service.listPaymentMethods(request.viewer),
  );

  route.signedIn(
    accountDataEndpoints.selectablePaymentMethods,
    {
      summary: "The selectable payment methods: the account's usable payout methods as picker options",
      description: `${ownData} Each option is {id, type, label}, the label masked ('Przelew PL•• … 2874', 'BLIK ••• ••• 200'); a BLIK method whose number is no longer the confirmed phone is left out.`,
    },
    async (request) => service.listSelectablePaymentMethods(request.viewer),
  );

  route.signedIn(
    accountDataEndpoints.userPaymentMethods,
    {
      summary: "A user's payout methods: the account itself (whole) or an ADMIN (masked)",
      description:
        'An ADMIN sees account numbers and BLIK phone numbers masked to their last digits (masked: true), enough to tell methods apart; nobody but the owner gets them whole. Anybody else: 403.',
    },
    async (request) => service.listPaymentMethodsOf(request.viewer, request.params.id),
  );

  route.signedIn(
    accountDataEndpoints.addPaymentMethod,
    {
      summary: "Add a payout method: a bank transfer ('przelew') or BLIK",
      description: `${ownData} przelew: bankAccount (spaces removed, 'PL' and 26 digits passing the IBAN check) and accountHolderName; blik: phoneNumber, which must be the account's confirmed phone. At most 10 methods, each once (409). Answers 'Dodano!'.`,
      responses: { 409: ZErrorResponse },
    },
    async (request) => service.addPaymentMethod(request.viewer, request.body),
  );

  route.signedIn(
    accountDataEndpoints.updatePaymentMethod,
    {
      summary: 'Change a payout method (its type too)',
      description: `${ownData} Another account's method answers 404, like one that does not exist. Answers 'Zaktualizowano!'.`,
      responses: { 409: ZErrorResponse },
    },
    async (request) => service.updatePaymentMethod(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    accountDataEndpoints.deletePaymentMethod,
    {
      summary: 'Delete a payout method',
      description: `${ownData} Another account's method answers 404, like one that does not exist. Answers 'Usunięto!'.`,
    },
    async (request) => service.deletePaymentMethod(request.viewer, request.params.id),
  );
};
