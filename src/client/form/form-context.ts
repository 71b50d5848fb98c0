import { createContext, useContext } from 'react';

/** How the renderer draws a page: for a logged-in applicant, or for a visitor. */
export interface FormEnvironment {
  /** Logged-in applicants may add entries, choose tabs and upload; visitors may not. */
  loggedIn: boolean;
}

export const defaultEnvironment: FormEnvironment = { loggedIn: false };

export const FormEnvironmentContext = createContext<FormEnvironment>(defaultEnvironment);

export function useFormEnvironment(): FormEnvironment {
  return useContext(FormEnvironmentContext);
}
