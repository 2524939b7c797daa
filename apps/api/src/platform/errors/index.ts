export { AppError, invalidInput } from './app-error';
