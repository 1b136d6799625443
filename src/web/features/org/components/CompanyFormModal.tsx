import { ZCreateCompany, type Company } from '../../../../shared/companies';
import { useCreateCompany, useUpdateCompany } from '../api';
import { NameFormModal } from './NameFormModal';

type Props = {
  /** The company to rename; without it the form adds a company. */
  company?: Company;
  onClose: () => void;
};

export function CompanyFormModal({ company, onClose }: Props) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  return (
    <NameFormModal
      schema={ZCreateCompany}
      title={company ? `Rename ${company.name}` : 'Add Company'}
      formLabel="Company"
      fieldLabel="Company name"
      description="As printed on tickets and receipts"
      submitLabel={company ? 'Rename Company' : 'Add Company'}
      name={company?.name ?? ''}
      failedTitle={company ? 'Company not renamed' : 'Company not added'}
      onClose={onClose}
      save={async (input) => {
        if (company) {
          await update.mutateAsync({ id: company.id, ...input });
          return { title: 'Company renamed', message: `${company.name} is now ${input.name}.` };
        }
        await create.mutateAsync(input);
        return { title: 'Company added', message: `Stores can now trade as ${input.name}.` };
      }}
    />
  );
}
