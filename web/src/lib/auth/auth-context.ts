import { createContext } from 'react';
import type { AuthActions } from './auth-actions';

export const AuthContext = createContext<AuthActions | null>(null);
