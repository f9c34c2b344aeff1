import type { TAddress, TAddressInput } from '@zadania/shared';

export const blankAddress: TAddressInput = {
  street: '',
  buildingNumber: '',
  apartmentNumber: '',
  postalCode: '',
  city: '',
};

/** A stored address as form values: inputs hold '' where the address holds null. */
export const toAddressValues = (address: TAddress): TAddressInput => ({
  ...address,
  apartmentNumber: address.apartmentNumber ?? '',
});
