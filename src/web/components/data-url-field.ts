import type { ReactNode } from 'react';

/** A form field whose value is a file as a data URL ('' when empty): photos and signatures. */
export type DataUrlFieldProps = {
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (dataUrl: string) => void;
  error?: ReactNode;
  required?: boolean;
};
