import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type GetListResult, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from './errorMessages';
import type { UserRecord } from './types';

/** Status toggle (one user or the selected ones), delete and forced password change of one user, with their dialogs. */
export const useUserActions = () => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const translate = useTranslate();

  /**
   * Spec part 1 §4: on success the list item flips its IsActive flag locally. The gateway bumps
   * the Version by one on the write that was sent with it, so the item keeps the current one.
   */
  const changeStatus = useCallback(
    async (user: UserRecord) => {
      const isActive = await dataProvider.changeUserStatus(user.UserInfoId, user.Version);
      queryClient.setQueriesData<GetListResult<UserRecord>>(
        { queryKey: ['usuarios', 'getList'] },
        (current) =>
          current && {
            ...current,
            data: current.data.map((item) =>
              item.UserInfoId === user.UserInfoId
                ? { ...item, IsActive: isActive, Version: user.Version + 1 }
                : item,
            ),
          },
      );
      return isActive;
    },
    [dataProvider, queryClient],
  );

  const toggleStatus = useCallback(
    async (user: UserRecord) => {
      try {
        const isActive = await changeStatus(user);
        notify(
          translate(`resources.usuarios.messages.${isActive ? 'activated' : 'deactivated'}`, {
            name: user.Name,
          }),
          { type: 'success' },
        );
      } catch (error) {
        await modals.showError(errorMessages(error));
      }
    },
    [changeStatus, modals, notify, translate],
  );

  /**
   * The bulk action: ChangeUserInfoStatus flips one user, so each selected user not yet in the
   * wanted state is flipped in turn; what the gateway refuses is told at the end.
   */
  const setStatus = useCallback(
    async (users: readonly UserRecord[], active: boolean) => {
      const failures: string[] = [];
      let changed = 0;
      for (const user of users.filter((item) => item.IsActive !== active)) {
        try {
          await changeStatus(user);
          changed += 1;
        } catch (error) {
          const messages = errorMessages(error) ?? [];
          for (const message of Array.isArray(messages) ? messages : [messages]) {
            failures.push(`${user.Name}: ${message}`);
          }
        }
      }
      if (changed > 0) {
        notify(
          translate(`resources.usuarios.bulk.${active ? 'activated' : 'deactivated'}`, {
            smart_count: changed,
          }),
          { type: 'success' },
        );
      }
      if (failures.length > 0) await modals.showError(failures);
    },
    [changeStatus, modals, notify, translate],
  );

  const remove = useCallback(
    async (user: UserRecord) => {
      const confirmed = await modals.confirm({
        title: 'resources.usuarios.messages.deleteTitle',
        message: translate('resources.usuarios.messages.deleteConfirm', {
          name: user.Name,
          login: user.Login,
        }),
        confirmLabel: 'resources.usuarios.actions.delete',
      });
      if (!confirmed) return;
      try {
        await dataProvider.delete('usuarios', { id: user.id, previousData: user });
        await queryClient.invalidateQueries({ queryKey: ['usuarios'] });
        notify(translate('resources.usuarios.messages.deleted', { name: user.Name }), {
          type: 'success',
        });
      } catch (error) {
        await modals.showError(errorMessages(error));
      }
    },
    [dataProvider, queryClient, modals, notify, translate],
  );

  const forcePasswordChange = useCallback(
    async (user: UserRecord) => {
      const confirmed = await modals.confirm({
        title: 'resources.usuarios.messages.forceTitle',
        message: translate('resources.usuarios.messages.forceConfirm', {
          name: user.Name,
          email: user.Email ?? '',
        }),
        confirmLabel: 'resources.usuarios.messages.forceConfirmLabel',
      });
      if (!confirmed) return;
      const close = modals.showLoading();
      try {
        await dataProvider.forceUserPasswordChange(user.UniqueId);
        close();
        await modals.showSuccess(
          translate('resources.usuarios.messages.forced', { email: user.Email ?? '' }),
        );
      } catch (error) {
        close();
        await modals.showError(errorMessages(error));
      }
    },
    [dataProvider, modals, translate],
  );

  return { toggleStatus, setStatus, remove, forcePasswordChange };
};
