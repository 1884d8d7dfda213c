from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_gutters_size_input_gutter_style import CalcGuttersSizeInputGutterStyle
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcGuttersSizeInput")



@_attrs_define
class CalcGuttersSizeInput:
    """ 
        Attributes:
            pitch_rise_in (float): Roof pitch, rise in inches per 12 in of run (sets the roof-pitch factor 1.0–1.3).
            rainfall_iph (float): Design rainfall intensity for the site, inches per hour (maximum 5-minute intensity, or
                the rate the local code sets).
            roof_area_sqft (float): Roof area draining into this gutter (sum of the planes that drain to it, plan
                dimensions), ft².
            gutter_style (CalcGuttersSizeInputGutterStyle | Unset): Gutter profile: k-style or half-round. Default:
                CalcGuttersSizeInputGutterStyle.K_STYLE.
     """

    pitch_rise_in: float
    rainfall_iph: float
    roof_area_sqft: float
    gutter_style: CalcGuttersSizeInputGutterStyle | Unset = CalcGuttersSizeInputGutterStyle.K_STYLE





    def to_dict(self) -> dict[str, Any]:
        pitch_rise_in = self.pitch_rise_in

        rainfall_iph = self.rainfall_iph

        roof_area_sqft = self.roof_area_sqft

        gutter_style: str | Unset = UNSET
        if not isinstance(self.gutter_style, Unset):
            gutter_style = self.gutter_style.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pitch_rise_in": pitch_rise_in,
            "rainfall_iph": rainfall_iph,
            "roof_area_sqft": roof_area_sqft,
        })
        if gutter_style is not UNSET:
            field_dict["gutter_style"] = gutter_style

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pitch_rise_in = d.pop("pitch_rise_in")

        rainfall_iph = d.pop("rainfall_iph")

        roof_area_sqft = d.pop("roof_area_sqft")

        _gutter_style = d.pop("gutter_style", UNSET)
        gutter_style: CalcGuttersSizeInputGutterStyle | Unset
        if isinstance(_gutter_style,  Unset):
            gutter_style = UNSET
        else:
            gutter_style = CalcGuttersSizeInputGutterStyle(_gutter_style)




        calc_gutters_size_input = cls(
            pitch_rise_in=pitch_rise_in,
            rainfall_iph=rainfall_iph,
            roof_area_sqft=roof_area_sqft,
            gutter_style=gutter_style,
        )

        return calc_gutters_size_input

