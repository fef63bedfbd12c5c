@echo off
:: build.cmd - configure and build the release tree
REM Usage: build.cmd [debug|release] [target]
rem. also a comment
setlocal EnableDelayedExpansion

set "ROOT=%~dp0"
set CONFIG=%1
if "%CONFIG%"=="" set CONFIG=release
set /a JOBS=%NUMBER_OF_PROCESSORS% * 2
set /p ANSWER=Continue? [y/n] 

if /i not "%ANSWER%"=="y" goto :eof
if not exist "%ROOT%build" mkdir "%ROOT%build"
if errorlevel 1 (
    echo Could not create the build folder 1>&2
    exit /b 1
) else (
    echo Build folder ready: %ROOT%build
)

for %%f in (src\*.c) do (
    set NAME=%%~nf
    echo Compiling !NAME! ^& friends
    cl /nologo /c "%%f" /Fo"%ROOT%build\!NAME!.obj" >> build.log 2>&1 || goto fail
)

for /f "tokens=1,2 delims==" %%a in ('type version.txt') do set %%a=%%b
echo Version: %VERSION:~0,5% ^
built with %JOBS% jobs
call :link "%ROOT%build" tinge.exe
goto :eof

:link  the linker step
pushd %1
link /nologo /out:%2 *.obj > nul
popd
exit /b %errorlevel%

:fail
echo. & echo Build failed, see build.log | more
endlocal
exit /b 2
if exist tinge.exe echo if this prints, the build worked 2>nul
