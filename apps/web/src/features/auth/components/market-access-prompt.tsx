import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type MarketAccessChoice = 'select' | 'skip' | 'dismissed';

/**
 * The 'No Market Access ??' question of spec 5, asked when a startup does not look for customer
 * access on a tenant with registration_enterprise_sales_popup: add it ('Select & Proceed') or 'Skip'.
 * Closing the dialog any other way goes back to the form.
 */
export const askForMarketAccess = () =>
  new Promise<MarketAccessChoice>((resolve) => {
    let choice: MarketAccessChoice = 'dismissed';
    modals.openConfirmModal({
      title: 'No Market Access ??',
      children: (
        <Text size="sm">
          You have not selected customer access. Startups that ask for it are introduced to corporates and buyers
          looking for solutions like theirs. Add customer access to what you are looking for?
        </Text>
      ),
      labels: { confirm: 'Select & Proceed', cancel: 'Skip' },
      onConfirm: () => {
        choice = 'select';
      },
      onCancel: () => {
        choice = 'skip';
      },
      onClose: () => resolve(choice),
    });
  });
