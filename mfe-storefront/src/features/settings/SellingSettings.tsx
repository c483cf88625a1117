import { apiErrorMessage } from '@marketplace/api-client';
import { useRoles, useSession } from '@marketplace/auth';
import { Button, toast } from '@marketplace/ui';
import { useNavigate } from '@marketplace/routing';
import { useState } from 'react';
import { ADD_PRODUCT_PATH } from '../home/SellCallToAction';
import { SettingsSection } from './SettingsSection';

/**
 * "Start selling", for a buyer's account: it becomes a seller, for good, and opens Add Product.
 * Sellers have nothing to do here, and administrators are managed on the server.
 */
export function SellingSettings() {
  const { isAdmin, isSeller } = useRoles();
  const startSelling = useSession((session) => session.startSelling);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (isAdmin || isSeller) return null;

  async function handleStart() {
    setBusy(true);
    try {
      await startSelling();
      toast.success('You can now sell');
      void navigate(ADD_PRODUCT_PATH);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection
      title="Selling"
      description="Sell with this account: your orders, favourites and messages stay. Your seller account shows as unverified until an administrator verifies it. This cannot be undone."
    >
      <div>
        <Button type="button" loading={busy} onClick={() => void handleStart()}>
          Start selling
        </Button>
      </div>
    </SettingsSection>
  );
}
