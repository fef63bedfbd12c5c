#Requires -Version 7.0
<#
.SYNOPSIS
    Collects build artifacts for the tinge demo.
.DESCRIPTION
    Comment-based help lives in a block comment; # inside it is still comment.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)]
    [string]$Path,
    [int[]]$Sizes = @(1, 2, 3),
    [switch]$Force
)

<# a short block comment #> $count = 0  # a line comment after code
$env:TINGE_HOME = "C:\tinge"
${env:ProgramFiles(x86)} | Out-Null
$items = Get-ChildItem -Path $Path -Recurse -Filter *.log
$total = ($items | Measure-Object -Property Length -Sum).Sum

function Write-Report {
    param([string]$Title, [hashtable]$Data)
    foreach ($key in $Data.Keys) {
        Write-Host "$Title: $key = $($Data[$key])" -ForegroundColor Green
    }
}

if ($items.Count -eq 0 -and -not $Force) {
    Write-Warning "No logs under `"$Path`"`n"
    return
} elseif ($total -gt 1MB -or $items.Count -GE 100) {
    Write-Verbose 'Large set: it''s worth compressing'
}

$name = 'single ''quoted'' $notAVariable'
$message = "Found $($items.Count) files in ${Path} (total: $($total / 1KB) KB)"
$multi = "a string
that spans lines with $name"

$here = @"
Report for $env:USERNAME on $(Get-Date -Format 'yyyy-MM-dd')
  Quotes "inside" are fine, and so is `$escaped.
"@

$literal = @'
No $expansion here, nor $(this).
  '@ is not the end unless it starts the line
'@

[System.IO.File]::WriteAllText("$PWD\report.txt", $here)
$list = [System.Collections.Generic.List[string]]::new()
$list.Add("one")
$matches = $name -match '^s(\w+)' -and $name -notlike '*x*'
$parts = 'a,b,c' -split ',' | ForEach-Object { $_.ToUpper() }

class Artifact {
    [string]$Name
    hidden [int]$Size
    Artifact([string]$name) { $this.Name = $name }
}

try {
    Remove-Item -Path $Path -Recurse -ErrorAction Stop `
        -WhatIf:$false
} catch [System.UnauthorizedAccessException] {
    throw "Access denied: $_"
} finally {
    $global:LastRun = Get-Date
}

switch -Regex ($name) {
    '^s' { "starts with s"; break }
    default { $null }
}
