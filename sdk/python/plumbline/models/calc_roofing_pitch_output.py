from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_roofing_pitch_output_checks_item import CalcRoofingPitchOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcRoofingPitchOutput")



@_attrs_define
class CalcRoofingPitchOutput:
    """ The results of calc_roofing_pitch and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            angle_deg (float): Slope angle from horizontal, degrees.
            checks (list[CalcRoofingPitchOutputChecksItem]): Slope against the 2:12 minimum for asphalt shingles.
            code_reference (str): The asphalt-shingle slope section.
            double_underlayment_required (bool): True from 2:12 up to 4:12, where IRC R905.2.2 requires double underlayment
                (R905.1.1).
            pass_ (bool): True when asphalt shingles are allowed at this slope.
            pitch_factor (float): √(1 + (rise/run)²): sloped length or area per unit of horizontal.
            rise_per_12_in (float): Pitch as rise in inches per 12 in of run.
            slope_pct (float): Rise over run as a percentage (the code writes 2:12 as 17 percent).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    angle_deg: float
    checks: list[CalcRoofingPitchOutputChecksItem]
    code_reference: str
    double_underlayment_required: bool
    pass_: bool
    pitch_factor: float
    rise_per_12_in: float
    slope_pct: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_roofing_pitch_output_checks_item import CalcRoofingPitchOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        angle_deg = self.angle_deg

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        double_underlayment_required = self.double_underlayment_required

        pass_ = self.pass_

        pitch_factor = self.pitch_factor

        rise_per_12_in = self.rise_per_12_in

        slope_pct = self.slope_pct

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "angle_deg": angle_deg,
            "checks": checks,
            "code_reference": code_reference,
            "double_underlayment_required": double_underlayment_required,
            "pass": pass_,
            "pitch_factor": pitch_factor,
            "rise_per_12_in": rise_per_12_in,
            "slope_pct": slope_pct,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_roofing_pitch_output_checks_item import CalcRoofingPitchOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        angle_deg = d.pop("angle_deg")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcRoofingPitchOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        double_underlayment_required = d.pop("double_underlayment_required")

        pass_ = d.pop("pass")

        pitch_factor = d.pop("pitch_factor")

        rise_per_12_in = d.pop("rise_per_12_in")

        slope_pct = d.pop("slope_pct")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_pitch_output = cls(
            angle_deg=angle_deg,
            checks=checks,
            code_reference=code_reference,
            double_underlayment_required=double_underlayment_required,
            pass_=pass_,
            pitch_factor=pitch_factor,
            rise_per_12_in=rise_per_12_in,
            slope_pct=slope_pct,
            schemas=schemas,
        )


        calc_roofing_pitch_output.additional_properties = d
        return calc_roofing_pitch_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
