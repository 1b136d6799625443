import { ZCreateRegion, type Region } from '../../../../shared/org';
import { useCreateRegion, useRenameRegion } from '../api';
import { NameFormModal } from './NameFormModal';

type Props = {
  /** The region to rename; without it the form adds a region. */
  region?: Region;
  onClose: () => void;
};

export function RegionFormModal({ region, onClose }: Props) {
  const create = useCreateRegion();
  const rename = useRenameRegion();
  return (
    <NameFormModal
      schema={ZCreateRegion}
      title={region ? `Rename ${region.name}` : 'Add Region'}
      formLabel="Region"
      fieldLabel="Region name"
      submitLabel={region ? 'Rename Region' : 'Add Region'}
      name={region?.name ?? ''}
      failedTitle={region ? 'Region not renamed' : 'Region not created'}
      onClose={onClose}
      save={async (input) => {
        if (region) {
          await rename.mutateAsync({ id: region.id, ...input });
          return { title: 'Region renamed', message: `${region.name} is now ${input.name}.` };
        }
        await create.mutateAsync(input);
        return { title: 'Region created', message: `Add the stores of ${input.name}.` };
      }}
    />
  );
}
