// Feature flags and settings of spec section 9, with their defaults. Flags are 'true'/'false' strings.

export type FlagValue = 'true' | 'false';

export const flagDefaults = {
  AddDriver: 'false',
  AutoGlassVendorFNOL: 'true',
  EditLifeAddress: 'true',
  FNOLTextNotification: 'true',
  AppleWallet: 'true',
  EnableQuotingCrossSellBanner: 'true',
  EnableQuotingBindOnline: 'true',
  EnableQuotingBindOnlineEAS: 'true',
  DisableExpressID: 'false',
  TempEnableChangePaymentPlanWithSemiAnnualDiscount: 'true',
  EnableBoardOfDirectorsLink: 'false',
  TempEnableDrivingHistoryV2: 'false',
  TempEnableTCPACheckbox: 'false',
  TempEnableExpandedGuestPaySearch: 'false',
  EnableHeadingDebugging: 'false',
  /** The edge-UUID header option (spec section 9): every gateway call carries a request id header. */
  EnableEdgeUUIDHeader: 'false',
} satisfies Record<string, FlagValue>;

export type FlagName = keyof typeof flagDefaults;

export const settingDefaults = {
  /** Comma lists. */
  BindOnlineDwellingStates: 'OH,PA,IN,MI,KY',
  /** Dwelling forms that bind online (spec: dwelling bind only for HO4); HO3 home and HO6 condo may be added. */
  BindOnlineDwellingForms: 'HO4',
  /** States where a vehicle can be added to an auto policy online (product availability); elsewhere, by phone. */
  AddVehicleOnlineStates: 'OH,PA,IN,MI,KY',
  SchedulingRolloutStates: 'NY,PA,CT,MA,RI,VT,NH,ME,AZ,DC,DE,MD,NC,NM,OR,VA,WA',
  EnabledTextingNotificationPreferenceGroups: 'Mutual_Claims,Mutual_Policy_Billing,Mutual_Policy',
  /** Integer. */
  RemoveLenderMaximumLendersAllowed: '1',
  /** The chat deployment the widget connects to; empty: no deployment, no chat launcher (spec section 4). */
  ChatDeploymentId: 'claims-chat',
} as const;

export type SettingName = keyof typeof settingDefaults;

/** Outage windows (ISO instants); an outage is active when now lies within [start, end). */
export const outageNames = ['billing', 'lifeBilling', 'lifeQuoting'] as const;
export type OutageName = (typeof outageNames)[number];
