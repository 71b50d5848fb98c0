import type { FastifyPluginAsync } from 'fastify';
import { useStrictValidation } from '../../plugins/strict-validation';
import { confirmRoute } from './confirm';
import { forgotPasswordRoute } from './forgot-password';
import { loginRoute } from './login';
import { resendConfirmRoute } from './resend-confirm';
import { resetPasswordRoute } from './reset-password';
import { signupRoute } from './signup';
import { tmpRoutes } from './tmp';

/** The calls a visitor may make without a session (spec section 7, /public). */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  useStrictValidation(app);
  await app.register(signupRoute);
  await app.register(confirmRoute);
  await app.register(resendConfirmRoute);
  await app.register(loginRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  await app.register(tmpRoutes);
};
