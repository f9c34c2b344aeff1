import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useMe } from '../../lib/session/useMe';
import { accountDataApi, accountDataKeys } from './account-data-api';
import { accountProfileApi, accountProfileKeys } from './account-profile-api';
import './account.pl';

/** The data of /account/profile: the signed-in person's profile and phone, and the form's version (new after a save). */
export function useAccountProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountProfile.title'));
  const me = useMe();
  const userId = me.data?.id;
  const profile = useQuery({
    queryKey: accountProfileKeys.own(userId ?? ''),
    queryFn: ({ signal }) => accountProfileApi.profile(userId ?? '', signal),
    enabled: userId !== undefined,
    // A background refetch must not look like a change under an open form.
    refetchOnWindowFocus: false,
  });
  const phone = useQuery({
    queryKey: accountDataKeys.phone,
    queryFn: ({ signal }) => accountDataApi.phone(signal),
  });
  const [formVersion, setFormVersion] = useState(0);

  return {
    profile,
    phone,
    formVersion,
    failed: me.isError || profile.isError,
    retry: () => void (me.isError ? me.refetch() : profile.refetch()),
    /** After a save the page opens a fresh form on the saved profile. */
    onSaved: () => setFormVersion((version) => version + 1),
  };
}
