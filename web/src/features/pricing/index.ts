export { formatPrice, STATIC_PLANS, staticPlan } from './plans';
