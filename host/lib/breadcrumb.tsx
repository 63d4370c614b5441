// The breadcrumb lives in shared/ui so widgets (yp-account-centre) render the same one; host pages keep this import path.
export { Breadcrumb, type Crumb } from '../../shared/ui/breadcrumb';
