from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcSiteCompactionInput")



@_attrs_define
class CalcSiteCompactionInput:
    """ 
        Attributes:
            field_wet_density_pcf (float): In-place wet (moist) density from the field test (nuclear gauge, sand cone),
                lb/ft³.
            max_dry_density_pcf (float): Maximum dry density from the laboratory Standard Proctor test (ASTM D698), lb/ft³.
            moisture_content_pct (float): Field moisture content, percent of dry weight.
            required_compaction_pct (float | Unset): Relative compaction the specification requires, percent (95 percent of
                Standard Proctor is a common requirement for structural fill; the project specification governs). Default: 95.0.
     """

    field_wet_density_pcf: float
    max_dry_density_pcf: float
    moisture_content_pct: float
    required_compaction_pct: float | Unset = 95.0





    def to_dict(self) -> dict[str, Any]:
        field_wet_density_pcf = self.field_wet_density_pcf

        max_dry_density_pcf = self.max_dry_density_pcf

        moisture_content_pct = self.moisture_content_pct

        required_compaction_pct = self.required_compaction_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "field_wet_density_pcf": field_wet_density_pcf,
            "max_dry_density_pcf": max_dry_density_pcf,
            "moisture_content_pct": moisture_content_pct,
        })
        if required_compaction_pct is not UNSET:
            field_dict["required_compaction_pct"] = required_compaction_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_wet_density_pcf = d.pop("field_wet_density_pcf")

        max_dry_density_pcf = d.pop("max_dry_density_pcf")

        moisture_content_pct = d.pop("moisture_content_pct")

        required_compaction_pct = d.pop("required_compaction_pct", UNSET)

        calc_site_compaction_input = cls(
            field_wet_density_pcf=field_wet_density_pcf,
            max_dry_density_pcf=max_dry_density_pcf,
            moisture_content_pct=moisture_content_pct,
            required_compaction_pct=required_compaction_pct,
        )

        return calc_site_compaction_input

