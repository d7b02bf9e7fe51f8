/** English texts of the branch, group and premium-limit controls of /parametrizacao/modalidades. */
export const branchGroupsEn = {
  resources: {
    modalidades: {
      branchGroups: {
        newBranch: 'New branch',
        renameBranch: 'Rename branch',
        activate: 'Activate branch',
        deactivate: 'Deactivate branch',
        active: 'Active',
        inactive: 'Inactive',
        newGroup: 'New group in %{branch}',
        newGroupShort: 'New group',
        renameGroup: 'Rename group of %{branch}',
        renameGroupShort: 'Rename group',
        code: 'SUSEP code',
        codeHelp: '4 digits (e.g. 0775); it never changes.',
        branchName: 'Branch name',
        groupName: 'Group name',
        sector: 'Sector',
        public: 'Public sector',
        private: 'Private sector',
        save: 'Save',
        cancel: 'Cancel',
        premium: {
          title: 'Maximum proposal premium',
          subtitle:
            'A proposal whose premium exceeds this percentage of the insured amount cannot be issued.',
          field: 'Maximum premium (% of insured amount)',
          help: 'Above 0 and up to 100.',
          save: 'Save percentage',
          saved: 'Maximum premium updated.',
          history: 'Recent changes',
          changedBy: 'by %{name} on %{when}',
        },
        history: {
          title: 'Branch and group history',
          loadError: 'Could not load the branch and group history.',
        },
      },
    },
  },
};
