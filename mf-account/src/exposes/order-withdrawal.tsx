import { registerAccountTexts } from '../i18n';
import { WithdrawalPanel } from '../withdrawal/WithdrawalPanel';

registerAccountTexts();

/** An order's withdrawal function, for the checkout's order page (`OrderWithdrawalProps`). */
export default WithdrawalPanel;
