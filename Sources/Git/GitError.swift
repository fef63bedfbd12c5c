// Git
