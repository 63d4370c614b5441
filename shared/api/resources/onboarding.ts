import '../sender';

export * as onboardingApi from '../../contract/calls/onboarding';
