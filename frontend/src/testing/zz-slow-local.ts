import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 15000 });
