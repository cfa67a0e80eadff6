import {
  type AccountType,
  CreateCorporateProfile,
  CreateDirectProfile,
  CreateInvestorProfile,
  CreateStartupProfile,
  type RegisterRequest,
} from '@ventura/shared';
import type { z } from 'zod';
import { HttpError } from '../errors.ts';

/** A registration's body: what a new account, or a further profile of one, is created from. */
export type RegisterBody = z.output<typeof RegisterRequest>;

/** The profile columns an account type holds, validated by that type's schema (a 400 naming the field). */
export const profileDetails = (type: AccountType, body: RegisterBody) => {
  const common = { applyingForSpecificEvent: body.applyingForSpecificEvent };
  const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new HttpError(
        400,
        'Invalid request',
        result.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`),
      );
    }
    return result.data;
  };
  switch (type) {
    case 'startup': {
      const p = parse(CreateStartupProfile, {
        ...common,
        userType: type,
        ...pick(body, 'companyName', 'servicesLookingFor'),
      });
      return { organizationName: p.companyName, servicesLookingFor: p.servicesLookingFor };
    }
    case 'corporate': {
      const p = parse(CreateCorporateProfile, {
        ...common,
        userType: type,
        ...pick(body, 'companyName', 'designation'),
      });
      return { organizationName: p.companyName, designation: p.designation };
    }
    case 'investor': {
      const p = parse(CreateInvestorProfile, {
        ...common,
        userType: type,
        ...pick(body, 'investorType', 'organizationName', 'website'),
      });
      return { investorType: p.investorType, organizationName: p.organizationName ?? null, website: p.website ?? null };
    }
    case 'mentor':
    case 'service_provider':
      parse(CreateDirectProfile, { ...common, userType: type });
      return { organizationName: body.organizationName ?? null };
    default:
      return { organizationName: body.organizationName ?? body.companyName ?? null };
  }
};

const pick = <T extends object, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Pick<T, K>;
