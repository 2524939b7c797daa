export { MemberCardsPage } from './MemberCardsPage';
