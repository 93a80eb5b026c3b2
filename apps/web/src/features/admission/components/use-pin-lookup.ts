import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { PIN_CODE_LENGTH } from '@college/contracts/constants';
import type { PostOffice } from '@college/contracts/entities/address-family';
import { isPinCode } from '@college/contracts/rules/codes';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { fetchPostOffices } from '../api/lookup-pincode';

type Place = { pinCode?: string; district?: string; state?: string; postOffice?: string };

/**
 * The PIN code field's lookup: a full PIN fills the district, state and post office (or offers the
 * post offices to choose from); an unknown one clears what an earlier PIN filled.
 */
export function usePinLookup(setAddress: (patch: Place) => void) {
  const [offices, setOffices] = useState<PostOffice[]>([]);
  const [looking, setLooking] = useState(false);

  // A district and state from an earlier PIN must not stay beside a PIN that has none.
  const forgetPlace = () => {
    setOffices([]);
    setAddress({ district: '', state: '', postOffice: '' });
  };

  const lookup = async (pin: string) => {
    if (!isPinCode(pin)) {
      forgetPlace();
      toast({ title: t`Error`, description: 'Invalid PIN code. Please check and try again.', variant: 'destructive' });
      return;
    }
    setLooking(true);
    try {
      const found = await fetchPostOffices(pin);
      const first = found[0];
      if (!first) throw new ApiError(404, null);
      if (found.length === 1) {
        setOffices([]);
        setAddress({ district: first.District, state: first.State, postOffice: first.Name });
      } else {
        setOffices(found);
        setAddress({ district: first.District, state: first.State, postOffice: '' });
        toast({
          title: t`Multiple Post Offices Found`,
          description: t`Found ${found.length} post offices. Please select your preferred one.`,
        });
      }
    } catch (err) {
      const invalid = err instanceof ApiError && (err.status === 404 || err.status === 400);
      if (invalid) forgetPlace();
      toast({
        title: t`Error`,
        description: invalid ? 'Invalid PIN code. Please check and try again.' : t`Failed to fetch address details. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setLooking(false);
    }
  };

  const changePin = (pin: string) => {
    setAddress({ pinCode: pin });
    if (pin.length === PIN_CODE_LENGTH) void lookup(pin);
    else setOffices([]);
  };

  return { offices, looking, changePin };
}
