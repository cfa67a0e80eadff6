import type { GlobalSettings, MaintenanceMode, TenantDetails } from '@ventura/shared';
import type { ConnectionMatrixRow, MaintenanceWindow, Tenant } from './repo.ts';

export const presentMaintenance = (window: MaintenanceWindow | undefined): MaintenanceMode => ({
  id: window?.id ?? null,
  maintenance_on: window?.maintenanceOn ?? false,
  active: window?.active ?? false,
  title: window?.title ?? null,
  message: window?.message ?? null,
  startTime: window?.startsAt.toISOString() ?? null,
  endTime: window?.endsAt.toISOString() ?? null,
  maintenance_on_title: window?.maintenanceOnTitle ?? null,
  maintenance_on_message: window?.maintenanceOnMessage ?? null,
});

export const presentTenantDetails = (input: {
  tenant: Tenant;
  apiUrl: string;
  maintenance: MaintenanceWindow | undefined;
  matrix: ConnectionMatrixRow[];
}): TenantDetails => {
  const { global: _global, ...settings } = input.tenant.settings;
  return {
    ...settings,
    id: input.tenant.id,
    slug: input.tenant.slug,
    name: input.tenant.name,
    apiUrl: input.apiUrl,
    maintenance_mode: presentMaintenance(input.maintenance),
    connection_matrix: input.matrix.map((row) => ({
      profileType: row.profileType,
      otherProfileType: row.otherProfileType,
      canSearch: row.canSearch,
      canConnect: row.canConnect,
    })),
  };
};

export const presentGlobalSettings = (tenant: Tenant): GlobalSettings => {
  const { branding, global, chat } = tenant.settings;
  return {
    branding: { colors: branding.colors, favicon: branding.favicon },
    certificate: { certificatePrimaryColor: global.certificatePrimaryColor },
    imgKitUrl: global.imgKitUrl,
    assetsImgKitUrl: global.assetsImgKitUrl,
    s3Url: global.s3Url,
    websiteKeywords: global.websiteKeywords,
    site: { google_analytics: global.googleAnalyticsId },
    cometChat: { region: chat.region, appId: chat.appId },
  };
};
