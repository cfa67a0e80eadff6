import {
  type Currency,
  type PaymentProvider,
  type PaymentSettings,
  PaymentSettingsChange,
  paymentProviders,
} from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';
import { numberOf } from '../../../ui/price-text.ts';

/* The payment settings form's values and the PaymentSettingsChange they send (PUT admin/payments/settings). */

export type SettingsValues = {
  provider: PaymentProvider | 'none';
  keyId: string;
  /** Write-only: empty keeps the stored secret. */
  keySecret: string;
  webhookSecret: string;
  currency: Currency;
  taxOn: boolean;
  taxName: string;
  taxRate: number | string;
  taxInclusive: boolean;
  taxIdLabel: string;
  taxIdNumber: string;
  legalName: string;
  address: string;
  invoicePrefix: string;
};
export type SettingsField = keyof SettingsValues;

export const providerOf = (value: string | null): SettingsValues['provider'] =>
  paymentProviders.find((provider) => provider === value) ?? 'none';

export const settingsValues = (settings: PaymentSettings): SettingsValues => ({
  provider: settings.provider ?? 'none',
  keyId: settings.keyId,
  keySecret: '',
  webhookSecret: '',
  currency: settings.currency,
  taxOn: settings.tax !== null,
  taxName: settings.tax?.name ?? 'GST',
  taxRate: settings.tax?.ratePercent ?? 18,
  taxInclusive: settings.tax?.inclusive ?? false,
  taxIdLabel: settings.tax?.idLabel ?? 'GSTIN',
  taxIdNumber: settings.tax?.idNumber ?? '',
  legalName: settings.legalName,
  address: settings.address,
  invoicePrefix: settings.invoicePrefix,
});

export const settingsBody = (values: SettingsValues): PaymentSettingsChange => ({
  provider: values.provider === 'none' ? null : values.provider,
  keyId: values.keyId,
  keySecret: values.keySecret,
  webhookSecret: values.webhookSecret,
  currency: values.currency,
  tax: values.taxOn
    ? {
        name: values.taxName,
        ratePercent: numberOf(values.taxRate) ?? Number.NaN,
        inclusive: values.taxInclusive,
        idLabel: values.taxIdLabel,
        idNumber: values.taxIdNumber,
      }
    : null,
  legalName: values.legalName,
  address: values.address,
  invoicePrefix: values.invoicePrefix.trim().toUpperCase(),
});

const fieldNames: Record<string, SettingsField> = {
  provider: 'provider',
  keyId: 'keyId',
  keySecret: 'keySecret',
  webhookSecret: 'webhookSecret',
  currency: 'currency',
  tax: 'taxOn',
  'tax.name': 'taxName',
  'tax.ratePercent': 'taxRate',
  'tax.inclusive': 'taxInclusive',
  'tax.idLabel': 'taxIdLabel',
  'tax.idNumber': 'taxIdNumber',
  legalName: 'legalName',
  address: 'address',
  invoicePrefix: 'invoicePrefix',
};

export const settingsFieldOf = (path: string): SettingsField | undefined => fieldNames[path.replace(/^body\./, '')];

export const settingsErrors = (values: SettingsValues): FieldErrors<SettingsField> =>
  schemaFieldErrors(PaymentSettingsChange, settingsBody(values), settingsFieldOf);
